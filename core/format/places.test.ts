import { describe, expect, it } from "vitest";
import { PLACES, placeName } from "./places";

describe("placeName", () => {
  it.each([
    ["Egypt", "مصر", "Egypt"],
    ["EG", "مصر", "Egypt"],
    ["egypt", "مصر", "Egypt"],
    ["  EGYPT ", "مصر", "Egypt"],
    ["United States", "الولايات المتحدة", "United States"],
    ["USA", "الولايات المتحدة", "United States"],
    ["US", "الولايات المتحدة", "United States"],
    ["U.S.A.", "الولايات المتحدة", "United States"],
    ["united states of america", "الولايات المتحدة", "United States"],
    ["The United States", "الولايات المتحدة", "United States"],
    ["Saudi Arabia", "السعودية", "Saudi Arabia"],
    ["KSA", "السعودية", "Saudi Arabia"],
    ["UAE", "الإمارات", "United Arab Emirates"],
    ["United Arab Emirates", "الإمارات", "United Arab Emirates"],
    ["Qatar", "قطر", "Qatar"],
    ["Kuwait", "الكويت", "Kuwait"],
    ["Jordan", "الأردن", "Jordan"],
    ["Lebanon", "لبنان", "Lebanon"],
    ["Morocco", "المغرب", "Morocco"],
    ["Tunisia", "تونس", "Tunisia"],
    ["Algeria", "الجزائر", "Algeria"],
    ["Iraq", "العراق", "Iraq"],
    ["Oman", "عُمان", "Oman"],
    ["Bahrain", "البحرين", "Bahrain"],
    ["Sudan", "السودان", "Sudan"],
    ["Libya", "ليبيا", "Libya"],
    ["Palestine", "فلسطين", "Palestine"],
    ["Syria", "سوريا", "Syria"],
    ["Yemen", "اليمن", "Yemen"],
    ["United Kingdom", "المملكة المتحدة", "United Kingdom"],
    ["UK", "المملكة المتحدة", "United Kingdom"],
    ["Great Britain", "المملكة المتحدة", "United Kingdom"],
    ["Germany", "ألمانيا", "Germany"],
    ["Canada", "كندا", "Canada"],
    ["France", "فرنسا", "France"],
    ["Turkey", "تركيا", "Turkey"],
    ["Türkiye", "تركيا", "Turkey"],
    ["India", "الهند", "India"],
    ["Pakistan", "باكستان", "Pakistan"],
  ])("should name the country %j in Arabic (%s) and in English (%s)", (input, ar, en) => {
    expect(placeName(input, "ar")).toBe(ar);
    expect(placeName(input, "en")).toBe(en);
  });

  it.each([
    ["Cairo", "القاهرة", "Cairo"],
    ["cairo", "القاهرة", "Cairo"],
    ["Giza", "الجيزة", "Giza"],
    ["Alexandria", "الإسكندرية", "Alexandria"],
    ["alex", "الإسكندرية", "Alexandria"],
    ["Mansoura", "المنصورة", "Mansoura"],
    ["El Mansoura", "المنصورة", "Mansoura"],
    ["Tanta", "طنطا", "Tanta"],
    ["Asyut", "أسيوط", "Asyut"],
    ["Assiut", "أسيوط", "Asyut"],
    ["Luxor", "الأقصر", "Luxor"],
    ["Aswan", "أسوان", "Aswan"],
    ["Port Said", "بورسعيد", "Port Said"],
    ["Suez", "السويس", "Suez"],
    ["Ismailia", "الإسماعيلية", "Ismailia"],
    ["Zagazig", "الزقازيق", "Zagazig"],
    ["6th of October", "6 أكتوبر", "6th of October"],
    ["6th of October City", "6 أكتوبر", "6th of October"],
    ["6 October", "6 أكتوبر", "6th of October"],
    ["New Cairo", "القاهرة الجديدة", "New Cairo"],
    ["Sheikh Zayed", "الشيخ زايد", "Sheikh Zayed"],
    ["El Sheikh Zayed", "الشيخ زايد", "Sheikh Zayed"],
    ["Hurghada", "الغردقة", "Hurghada"],
    ["Sharm El Sheikh", "شرم الشيخ", "Sharm El Sheikh"],
    ["Sharm el-Sheikh", "شرم الشيخ", "Sharm El Sheikh"],
    ["Riyadh", "الرياض", "Riyadh"],
    ["Jeddah", "جدة", "Jeddah"],
    ["Dammam", "الدمام", "Dammam"],
    ["Al-Khobar", "الخبر", "Al Khobar"],
    ["Dubai", "دبي", "Dubai"],
    ["Abu Dhabi", "أبوظبي", "Abu Dhabi"],
    ["Doha", "الدوحة", "Doha"],
    ["Kuwait City", "مدينة الكويت", "Kuwait City"],
    ["Amman", "عمّان", "Amman"],
    ["Beirut", "بيروت", "Beirut"],
    ["Sana'a", "صنعاء", "Sanaa"],
    ["New York", "نيويورك", "New York"],
    ["NYC", "نيويورك", "New York"],
    ["New York City", "نيويورك", "New York"],
    ["San Francisco", "سان فرانسيسكو", "San Francisco"],
    ["Seattle", "سياتل", "Seattle"],
    ["Austin", "أوستن", "Austin"],
    ["Chicago", "شيكاغو", "Chicago"],
    ["Boston", "بوسطن", "Boston"],
    ["Los Angeles", "لوس أنجلوس", "Los Angeles"],
    ["Washington, D.C.", "واشنطن العاصمة", "Washington, D.C."],
    ["London", "لندن", "London"],
    ["Berlin", "برلين", "Berlin"],
    ["München", "ميونخ", "Munich"],
    ["Toronto", "تورنتو", "Toronto"],
    ["Montréal", "مونتريال", "Montreal"],
    ["Bengaluru", "بنغالور", "Bangalore"],
    ["Riyadh City", "الرياض", "Riyadh"],
    ["Giza Governorate", "الجيزة", "Giza"],
  ])("should name the city %j in Arabic (%s) and in English (%s)", (input, ar, en) => {
    expect(placeName(input, "ar")).toBe(ar);
    expect(placeName(input, "en")).toBe(en);
  });

  it("should tell Kuwait City from Kuwait, and Mexico City from Mexico", () => {
    expect(placeName("Kuwait", "ar")).toBe("الكويت");
    expect(placeName("Kuwait City", "ar")).toBe("مدينة الكويت");
    expect(placeName("Mexico", "ar")).toBe("المكسيك");
    expect(placeName("Mexico City", "ar")).toBe("مكسيكو سيتي");
  });

  it("should read a city and its country part by part", () => {
    expect(placeName("Cairo, Egypt", "ar")).toBe("القاهرة، مصر");
    expect(placeName("cairo, egypt", "en")).toBe("Cairo, Egypt");
    expect(placeName("Seattle, WA, USA", "ar")).toBe("سياتل، WA، الولايات المتحدة");
    expect(placeName("Springfield, Nowhere", "ar")).toBe("Springfield, Nowhere");
  });

  it.each(["Springfield", "Atlantis", "", "   ", "Remote", "Narnia City"])("should return the unknown name %j unchanged", (input) => {
    expect(placeName(input, "ar")).toBe(input);
    expect(placeName(input, "en")).toBe(input);
  });

  it.each(["مصر", "القاهرة", "الإسكندرية", "جدة، السعودية", "Cairo القاهرة"])("should return %j, already in Arabic, unchanged", (input) => {
    expect(placeName(input, "ar")).toBe(input);
    expect(placeName(input, "en")).toBe(input);
  });

  it("should give every place an Arabic name and find it by its English name and each alias", () => {
    for (const [en, ar, ...aliases] of PLACES) {
      expect(ar, en).toMatch(/^[\p{Script=Arabic}\p{M}0-9 ]+$/u);
      expect(placeName(en, "en"), en).toBe(en);
      for (const name of [en, ...aliases]) {
        expect(placeName(name, "ar"), name).toBe(ar);
        expect(placeName(name.toUpperCase(), "ar"), name).toBe(ar);
      }
    }
  });
});
