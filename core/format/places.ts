/**
 * Country and city names as the product shows them. Users type their country and city on their
 * profile in English, in any case and in many spellings ("EG", "egypt", "USA", "United States of
 * America", "Alex", "6th of October City"); an Arabic answer should say "مصر" and "القاهرة", and
 * an English one "Egypt" and "Cairo" rather than "eg" and "cairo".
 *
 * `placeName` looks the name up in the list below and gives its Arabic name or its clean English
 * name. A name it does not know comes back exactly as written, and so does a name already
 * written in Arabic script. "City, Country" is read part by part ("Cairo, Egypt" → "القاهرة،
 * مصر").
 */

export type PlaceLanguage = "en" | "ar";

/** A place: its English display name, its Arabic name, then the other ways people write it. */
type Place = readonly [en: string, ar: string, ...aliases: string[]];

/**
 * Countries, with their ISO codes where the code cannot be mistaken for a word or a US state
 * users write in the same field ("IT", "MY" and "LA" are left out; "LA" is Los Angeles).
 */
const COUNTRIES: readonly Place[] = [
  // The Arab world.
  ["Egypt", "مصر", "eg", "egy", "arab republic of egypt", "misr", "masr"],
  ["Saudi Arabia", "السعودية", "ksa", "sa", "sau", "saudi", "kingdom of saudi arabia", "k.s.a."],
  ["United Arab Emirates", "الإمارات", "uae", "ae", "are", "emirates", "the emirates", "u.a.e."],
  ["Qatar", "قطر", "qa", "qat", "state of qatar"],
  ["Kuwait", "الكويت", "kw", "kwt", "state of kuwait"],
  ["Bahrain", "البحرين", "bh", "bhr", "kingdom of bahrain"],
  ["Oman", "عُمان", "om", "omn", "sultanate of oman"],
  ["Jordan", "الأردن", "jo", "jor", "hashemite kingdom of jordan"],
  ["Lebanon", "لبنان", "lb", "lbn"],
  ["Syria", "سوريا", "sy", "syr", "syrian arab republic"],
  ["Iraq", "العراق", "iq", "irq"],
  ["Palestine", "فلسطين", "ps", "pse", "state of palestine", "palestinian territories", "palestinian territory"],
  ["Yemen", "اليمن", "ye", "yem"],
  ["Sudan", "السودان", "sd", "sdn"],
  ["Libya", "ليبيا", "ly", "lby"],
  ["Tunisia", "تونس", "tn", "tun", "tunisie"],
  ["Algeria", "الجزائر", "dz", "dza", "algerie"],
  ["Morocco", "المغرب", "ma", "mar", "kingdom of morocco", "maroc"],
  ["Mauritania", "موريتانيا"],
  ["Somalia", "الصومال"],
  ["Djibouti", "جيبوتي"],
  // Where many users work or move to.
  ["United States", "الولايات المتحدة", "us", "usa", "united states of america", "america", "u.s.", "u.s.a."],
  ["United Kingdom", "المملكة المتحدة", "uk", "gb", "gbr", "great britain", "britain", "u.k."],
  ["England", "إنجلترا"],
  ["Scotland", "اسكتلندا"],
  ["Germany", "ألمانيا", "de", "deu", "deutschland"],
  ["Canada", "كندا", "ca", "can"],
  ["France", "فرنسا", "fr", "fra"],
  ["Turkey", "تركيا", "tr", "tur", "turkiye"],
  ["India", "الهند", "in", "ind"],
  ["Pakistan", "باكستان", "pk", "pak"],
  ["Netherlands", "هولندا", "nl", "nld", "holland"],
  ["Ireland", "أيرلندا", "ie", "irl"],
  ["Spain", "إسبانيا", "esp"],
  ["Italy", "إيطاليا", "ita"],
  ["Belgium", "بلجيكا"],
  ["Switzerland", "سويسرا"],
  ["Austria", "النمسا"],
  ["Sweden", "السويد"],
  ["Norway", "النرويج"],
  ["Denmark", "الدنمارك"],
  ["Finland", "فنلندا"],
  ["Poland", "بولندا"],
  ["Portugal", "البرتغال"],
  ["Greece", "اليونان"],
  ["Cyprus", "قبرص"],
  ["Russia", "روسيا", "russian federation"],
  ["Iran", "إيران"],
  ["Australia", "أستراليا", "au", "aus"],
  ["New Zealand", "نيوزيلندا"],
  ["Singapore", "سنغافورة", "sg", "sgp"],
  ["Malaysia", "ماليزيا"],
  ["Indonesia", "إندونيسيا"],
  ["China", "الصين", "cn", "chn"],
  ["Japan", "اليابان", "jp", "jpn"],
  ["South Korea", "كوريا الجنوبية", "korea", "republic of korea"],
  ["Bangladesh", "بنغلاديش"],
  ["Philippines", "الفلبين"],
  ["Nigeria", "نيجيريا"],
  ["Kenya", "كينيا"],
  ["Ethiopia", "إثيوبيا"],
  ["South Africa", "جنوب أفريقيا"],
  ["Brazil", "البرازيل"],
  ["Mexico", "المكسيك"],
];

/** Major cities, and the Egyptian districts and new cities people give as their city. */
const CITIES: readonly Place[] = [
  // Egypt.
  ["Cairo", "القاهرة", "kairo", "qahira", "qahirah", "el qahira"],
  ["Giza", "الجيزة", "gizeh", "giza governorate", "jizah"],
  ["Alexandria", "الإسكندرية", "alex", "alexandrie", "iskandariya", "iskandariyah", "eskendereya"],
  ["Mansoura", "المنصورة", "mansourah", "mansura", "mansurah"],
  ["Tanta", "طنطا"],
  ["Asyut", "أسيوط", "assiut", "asyout", "assuit", "asiut", "assiout"],
  ["Luxor", "الأقصر", "louxor", "uqsur"],
  ["Aswan", "أسوان", "assuan", "assouan"],
  ["Port Said", "بورسعيد", "portsaid", "bur said", "port saeed"],
  ["Suez", "السويس", "suweis"],
  ["Ismailia", "الإسماعيلية", "ismailiya", "ismailiyah", "ismailiyya"],
  ["Zagazig", "الزقازيق", "zaqaziq"],
  ["6th of October", "6 أكتوبر", "6 october", "6th october", "6 of october", "sixth of october", "october"],
  ["10th of Ramadan", "العاشر من رمضان", "10 ramadan", "10th ramadan", "tenth of ramadan"],
  ["New Cairo", "القاهرة الجديدة"],
  ["Fifth Settlement", "التجمع الخامس", "5th settlement", "tagamoa", "tagamo3", "el tagamoa el khames"],
  ["Sheikh Zayed", "الشيخ زايد", "shaikh zayed", "sheikh zayed city", "zayed"],
  ["Nasr City", "مدينة نصر", "madinet nasr", "madinat nasr"],
  ["Heliopolis", "مصر الجديدة", "masr el gedida", "masr elgedida"],
  ["Maadi", "المعادي"],
  ["Obour", "العبور", "obour city"],
  ["Shorouk", "الشروق", "shorouk city", "shrouk"],
  ["New Administrative Capital", "العاصمة الإدارية الجديدة", "administrative capital", "new capital"],
  ["Hurghada", "الغردقة", "ghardaqa"],
  ["Sharm El Sheikh", "شرم الشيخ", "sharm", "sharm elsheikh", "sharm al sheikh", "sharm el shaikh"],
  ["El Gouna", "الجونة", "gouna"],
  ["Damietta", "دمياط", "dumyat"],
  ["Faiyum", "الفيوم", "fayoum", "fayum"],
  ["Minya", "المنيا", "minia", "menia"],
  ["Beni Suef", "بني سويف", "bani suef", "beni sueif", "beni swef"],
  ["Sohag", "سوهاج", "suhag"],
  ["Qena", "قنا", "kena"],
  ["Kafr El Sheikh", "كفر الشيخ", "kafr elsheikh"],
  ["Banha", "بنها", "benha"],
  ["Damanhour", "دمنهور", "damanhur"],
  ["Shebin El Kom", "شبين الكوم", "shibin el kom", "shebin elkom"],
  ["El Mahalla El Kubra", "المحلة الكبرى", "mahalla", "mahalla el kubra", "el mahalla"],
  ["Marsa Matruh", "مرسى مطروح", "marsa matrouh", "matrouh", "matruh", "mersa matruh"],
  ["El Arish", "العريش"],
  // The Gulf.
  ["Riyadh", "الرياض", "riyad", "ar riyadh"],
  ["Jeddah", "جدة", "jiddah", "jedda", "jidda"],
  ["Dammam", "الدمام", "ad dammam"],
  ["Mecca", "مكة المكرمة", "makkah", "makka", "mecca al mukarramah"],
  ["Medina", "المدينة المنورة", "madinah", "medinah", "madina"],
  ["Al Khobar", "الخبر"],
  ["Dhahran", "الظهران"],
  ["Jubail", "الجبيل"],
  ["Taif", "الطائف", "at taif"],
  ["Tabuk", "تبوك"],
  ["Abha", "أبها"],
  ["NEOM", "نيوم"],
  ["Dubai", "دبي", "dubay"],
  ["Abu Dhabi", "أبوظبي", "abudhabi"],
  ["Sharjah", "الشارقة"],
  ["Ajman", "عجمان"],
  ["Al Ain", "العين"],
  ["Ras Al Khaimah", "رأس الخيمة", "rak"],
  ["Fujairah", "الفجيرة"],
  ["Doha", "الدوحة", "ad dawhah"],
  ["Lusail", "لوسيل"],
  ["Kuwait City", "مدينة الكويت"],
  ["Manama", "المنامة"],
  ["Muscat", "مسقط"],
  // The Levant, Iraq, Yemen and Sudan.
  ["Amman", "عمّان"],
  ["Irbid", "إربد"],
  ["Zarqa", "الزرقاء"],
  ["Aqaba", "العقبة"],
  ["Beirut", "بيروت", "beyrouth"],
  ["Damascus", "دمشق"],
  ["Aleppo", "حلب"],
  ["Homs", "حمص"],
  ["Baghdad", "بغداد"],
  ["Basra", "البصرة", "basrah"],
  ["Erbil", "أربيل", "arbil"],
  ["Mosul", "الموصل"],
  ["Jerusalem", "القدس", "quds"],
  ["Gaza", "غزة"],
  ["Ramallah", "رام الله"],
  ["Nablus", "نابلس"],
  ["Hebron", "الخليل"],
  ["Sanaa", "صنعاء"],
  ["Aden", "عدن"],
  ["Khartoum", "الخرطوم"],
  // North Africa.
  ["Tripoli", "طرابلس"],
  ["Benghazi", "بنغازي"],
  ["Tunis", "تونس العاصمة"],
  ["Sfax", "صفاقس"],
  ["Sousse", "سوسة"],
  ["Algiers", "الجزائر العاصمة", "alger"],
  ["Oran", "وهران"],
  ["Casablanca", "الدار البيضاء", "casa"],
  ["Rabat", "الرباط"],
  ["Marrakech", "مراكش", "marrakesh"],
  ["Tangier", "طنجة", "tangiers", "tanger"],
  ["Fez", "فاس", "fes"],
  ["Agadir", "أغادير"],
  ["Nouakchott", "نواكشوط"],
  // The United States.
  ["New York", "نيويورك", "new york city", "nyc", "ny", "manhattan"],
  ["San Francisco", "سان فرانسيسكو", "sf"],
  ["San Francisco Bay Area", "منطقة خليج سان فرانسيسكو", "bay area", "sf bay area"],
  ["Silicon Valley", "وادي السيليكون"],
  ["Seattle", "سياتل"],
  ["Redmond", "ريدموند"],
  ["Austin", "أوستن"],
  ["Chicago", "شيكاغو"],
  ["Boston", "بوسطن"],
  ["Los Angeles", "لوس أنجلوس", "la", "l.a."],
  ["Washington, D.C.", "واشنطن العاصمة", "washington dc", "dc", "d.c."],
  ["Washington", "واشنطن"],
  ["Miami", "ميامي"],
  ["Houston", "هيوستن"],
  ["Dallas", "دالاس"],
  ["Atlanta", "أتلانتا"],
  ["Denver", "دنفر"],
  ["San Jose", "سان خوسيه"],
  ["San Diego", "سان دييغو"],
  ["Mountain View", "ماونتن فيو"],
  ["Palo Alto", "بالو ألتو"],
  ["Sunnyvale", "سانيفيل"],
  ["Cupertino", "كوبرتينو"],
  ["Philadelphia", "فيلادلفيا"],
  ["Detroit", "ديترويت"],
  ["Pittsburgh", "بيتسبرغ"],
  ["Portland", "بورتلاند"],
  ["Phoenix", "فينيكس"],
  ["Las Vegas", "لاس فيغاس"],
  ["Orlando", "أورلاندو"],
  ["New Jersey", "نيوجيرسي"],
  ["California", "كاليفورنيا"],
  ["Texas", "تكساس"],
  ["Florida", "فلوريدا"],
  // Europe.
  ["London", "لندن"],
  ["Manchester", "مانشستر"],
  ["Birmingham", "برمنغهام"],
  ["Edinburgh", "إدنبرة"],
  ["Glasgow", "غلاسكو"],
  ["Cambridge", "كامبريدج"],
  ["Oxford", "أكسفورد"],
  ["Leeds", "ليدز"],
  ["Liverpool", "ليفربول"],
  ["Bristol", "بريستول"],
  ["Berlin", "برلين"],
  ["Munich", "ميونخ", "munchen", "muenchen"],
  ["Hamburg", "هامبورغ"],
  ["Frankfurt", "فرانكفورت", "frankfurt am main"],
  ["Cologne", "كولونيا", "koln", "koeln"],
  ["Stuttgart", "شتوتغارت"],
  ["Dusseldorf", "دوسلدورف", "duesseldorf"],
  ["Paris", "باريس"],
  ["Lyon", "ليون"],
  ["Marseille", "مرسيليا"],
  ["Toulouse", "تولوز"],
  ["Istanbul", "إسطنبول"],
  ["Ankara", "أنقرة"],
  ["Izmir", "إزمير"],
  ["Antalya", "أنطاليا"],
  ["Amsterdam", "أمستردام"],
  ["Dublin", "دبلن"],
  ["Madrid", "مدريد"],
  ["Barcelona", "برشلونة"],
  ["Rome", "روما"],
  ["Milan", "ميلانو"],
  ["Brussels", "بروكسل"],
  ["Zurich", "زيورخ"],
  ["Geneva", "جنيف"],
  ["Vienna", "فيينا"],
  ["Stockholm", "ستوكهولم"],
  ["Warsaw", "وارسو"],
  ["Lisbon", "لشبونة"],
  ["Moscow", "موسكو"],
  // Canada.
  ["Toronto", "تورنتو"],
  ["Vancouver", "فانكوفر"],
  ["Montreal", "مونتريال"],
  ["Ottawa", "أوتاوا"],
  ["Calgary", "كالغاري"],
  ["Edmonton", "إدمونتون"],
  ["Mississauga", "ميسيساغا"],
  ["Waterloo", "واترلو"],
  // The rest of the world.
  ["Bangalore", "بنغالور", "bengaluru"],
  ["Mumbai", "مومباي", "bombay"],
  ["Delhi", "دلهي"],
  ["New Delhi", "نيودلهي"],
  ["Hyderabad", "حيدر آباد"],
  ["Pune", "بونه"],
  ["Chennai", "تشيناي", "madras"],
  ["Kolkata", "كولكاتا", "calcutta"],
  ["Noida", "نويدا"],
  ["Gurgaon", "غوروغرام", "gurugram"],
  ["Karachi", "كراتشي"],
  ["Lahore", "لاهور"],
  ["Islamabad", "إسلام آباد"],
  ["Rawalpindi", "روالبندي"],
  ["Tehran", "طهران"],
  ["Kuala Lumpur", "كوالالمبور", "kl"],
  ["Jakarta", "جاكرتا"],
  ["Tokyo", "طوكيو"],
  ["Beijing", "بكين"],
  ["Shanghai", "شنغهاي"],
  ["Hong Kong", "هونغ كونغ"],
  ["Seoul", "سول"],
  ["Sydney", "سيدني"],
  ["Melbourne", "ملبورن"],
  ["Nairobi", "نيروبي"],
  ["Lagos", "لاغوس"],
  ["Addis Ababa", "أديس أبابا"],
  ["Mogadishu", "مقديشو"],
  ["Mexico City", "مكسيكو سيتي"],
];

/** Every place the function knows, countries first; exported for the tests. */
export const PLACES: readonly Place[] = [...COUNTRIES, ...CITIES];

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/**
 * The form a name is looked up by: lower case, accents, dots, apostrophes and commas gone,
 * hyphens as spaces, one space between words, no leading "the".
 */
function key(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`.]/g, "")
    .replace(/[-_,/]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^the /, "");
}

const BY_KEY = new Map<string, Place>();
for (const place of PLACES) {
  const [en, , ...aliases] = place;
  for (const name of [en, ...aliases]) {
    const k = key(name);
    if (!BY_KEY.has(k)) BY_KEY.set(k, place);
  }
}

/**
 * The place a single name means: as written, then without an Arabic article ("El Mansoura",
 * "Al-Khobar"), then without a trailing "city" or "governorate" ("Riyadh City", "Giza Governorate").
 */
function lookUp(name: string): Place | undefined {
  const k = key(name);
  if (!k) return undefined;
  const bare = k.replace(/^(?:al|el|ar|ad|as|at|ash) (?=\S)/, "");
  const short = (s: string) => s.replace(/ (?:city|governorate|gov)$/, "");
  return BY_KEY.get(k) ?? BY_KEY.get(bare) ?? BY_KEY.get(short(k)) ?? BY_KEY.get(short(bare));
}

function display(place: Place, language: PlaceLanguage): string {
  return language === "ar" ? place[1] : place[0];
}

/**
 * A country or city name as the product shows it: its Arabic name for `ar` ("usa" → "الولايات
 * المتحدة", "alex" → "الإسكندرية"), its clean English name for `en` ("usa" → "United States").
 * A name it does not know, and a name already in Arabic script, come back unchanged. A list such
 * as "Cairo, Egypt" is read part by part, keeping any part it does not know as written.
 */
export function placeName(name: string, language: PlaceLanguage): string {
  if (ARABIC_LETTER.test(name)) return name;
  const whole = lookUp(name);
  if (whole) return display(whole, language);
  if (!/[,،]/.test(name)) return name;
  const parts = name.split(/[,،]/).map((part) => part.trim()).filter(Boolean);
  const places = parts.map(lookUp);
  if (places.every((place) => place === undefined)) return name;
  return parts.map((part, i) => {
    const place = places[i];
    return place ? display(place, language) : part;
  }).join(language === "ar" ? "، " : ", ");
}
