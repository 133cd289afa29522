import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { extractEducation } from "./education.ts";

describe("extractEducation", () => {
  it.each([
    ["Bachelor of Science in Computer Science, State University, Anywhere, USA, May 2016", "Bachelor of Science in Computer Science", "State University", null, "May 2016"],
    ["Princeton University, PhD in Computer Science – Princeton, NJ Sept 2018 – May 2023", "PhD in Computer Science", "Princeton University", "Sept 2018", "May 2023"],
    ["PhD Princeton University, PhD in Computer Science – Princeton, NJ Sept 2018 – May 2023", "PhD in Computer Science", "Princeton University", "Sept 2018", "May 2023"],
    ["BS Boğaziçi University, Computer Engineering", "BS, Computer Engineering", "Boğaziçi University", null, null],
    ["2016 – 2018 Master of Business Administration, Stanford University, Stanford, CA, USA", "Master of Business Administration", "Stanford University", "2016", "2018"],
    ["2009 – 2012 PhD in Computer Science, CalTech, Pasadena, USA", "PhD in Computer Science", "CalTech", "2009", "2012"],
    ["Bachelor of Engineering in Computer Science from Cairo University (2014 - 2018)", "Bachelor of Engineering in Computer Science", "Cairo University", "2014", "2018"],
    ["B.Sc. Informatik, Hochschule Beispielstadt, 2016–2019", "B.Sc. Informatik", "Hochschule Beispielstadt", "2016", "2019"],
    ["Master of Science (M.Sc.) Wirtschaftsinformatik, Technische Universität München, 10/2015 - 09/2017", "Master of Science (M.Sc.) Wirtschaftsinformatik", "Technische Universität München", "10/2015", "09/2017"],
    ["ماجستير إدارة الأعمال - الجامعة الأمريكية بالقاهرة 2016", "ماجستير إدارة الأعمال", "الجامعة الأمريكية بالقاهرة", null, "2016"],
    ["دبلوم التسويق الرقمي - معهد الإدارة العامة 2019 - 2020", "دبلوم التسويق الرقمي", "معهد الإدارة العامة", "2019", "2020"],
  ])("should read %j", (line, degree, school, start, end) => {
    expect(extractEducation(line)).toEqual([{ degree, school, start, end }]);
  });

  it("should join a school line and a degree line in either order, skipping grades and details", () => {
    const text = [
      "University of La Verne, La Verne, CA Expected Graduation: June 2016",
      "Bachelor of Arts, Business Administration",
      "GPA: 3.5",
      "XYZ University",
      "Bachelor of Science in Computer Science - 3.8 GPA Sep 2019 - May 2023",
      "• Coursework: Object-Oriented Programming (A+), Cloud Computing (A)",
    ].join("\n");
    expect(extractEducation(text)).toEqual([
      { degree: "Bachelor of Arts, Business Administration", school: "University of La Verne", start: null, end: "June 2016" },
      { degree: "Bachelor of Science in Computer Science", school: "XYZ University", start: "Sep 2019", end: "May 2023" },
    ]);
  });

  it("should read an Arabic section with degree, school and dates on three lines", () => {
    const text = ["بكالوريوس علوم الحاسب", "جامعة القاهرة", "2011 - 2015", "الثانوية العامة", "مدرسة النصر للغات", "2011"].join("\n");
    expect(extractEducation(text)).toEqual([
      { degree: "بكالوريوس علوم الحاسب", school: "جامعة القاهرة", start: "2011", end: "2015" },
      { degree: "الثانوية العامة", school: "مدرسة النصر للغات", start: null, end: "2011" },
    ]);
  });

  it("should give dates printed after the entry to it, and keep a campus with its university", () => {
    const text = [
      "PhD Princeton University, Computer Science",
      "• Thesis: Efficient Neural Architecture Search",
      "",
      "Princeton, NJ",
      "Sept 2018 – May 2023",
      "1994 – 1997 Bachelor of Science in Computer Science, University of California, Berkeley,",
      "Berkeley, CA, USA",
    ].join("\n");
    expect(extractEducation(text)).toEqual([
      { degree: "PhD, Computer Science", school: "Princeton University", start: "Sept 2018", end: "May 2023" },
      { degree: "Bachelor of Science in Computer Science", school: "University of California, Berkeley", start: "1994", end: "1997" },
    ]);
  });

  it("should keep a degree with no school named", () => {
    expect(extractEducation("B.Sc. Informatik")).toEqual([{ degree: "B.Sc. Informatik", school: "", start: null, end: null }]);
  });

  it("should never throw, whatever the text", () => {
    const line = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom("University", "Bachelor of", "جامعة", "2019 - 2021", ",", "GPA: 3.5", "", "•"));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        expect(Array.isArray(extractEducation(lines.join("\n")))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
