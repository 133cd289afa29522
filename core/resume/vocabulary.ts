/**
 * Words that tell the parts of a resume entry apart: job titles, employers, schools, degrees,
 * places and issuers of certificates, in English, German, French, Spanish and Arabic.
 */
import { foldForMatch } from "./normalize.ts";

const L = "(?<![\\p{L}\\p{N}])";
const R = "(?![\\p{L}\\p{N}])";
const words = (list: string[]) => new RegExp(`${L}(?:${list.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})${R}`, "iu");

/** Nouns that head a job title ("Software Engineer", "Research Intern", "مهندس برمجيات"). */
const JOB_NOUNS = words([
  "engineer", "developer", "manager", "designer", "analyst", "consultant", "specialist", "director", "scientist",
  "architect", "accountant", "teacher", "nurse", "intern", "internship", "trainee", "apprentice", "lead", "officer",
  "coordinator", "administrator", "president", "vice president", "vp", "founder", "co-founder", "cofounder", "cto", "ceo",
  "cfo", "coo", "cio", "cmo", "programmer", "technician", "writer", "editor", "marketer", "recruiter", "researcher",
  "assistant", "associate", "executive", "head", "strategist", "physician", "pharmacist", "lecturer", "professor",
  "instructor", "tutor", "trainer", "owner", "partner", "principal", "fellow", "postdoc", "advisor", "adviser", "auditor",
  "banker", "clerk", "agent", "representative", "supervisor", "operator", "mechanic", "electrician", "pilot", "driver",
  "cashier", "receptionist", "secretary", "lawyer", "attorney", "paralegal", "dentist", "therapist", "psychologist",
  "photographer", "artist", "journalist", "translator", "interpreter", "economist", "statistician", "actuary",
  "underwriter", "buyer", "planner", "controller", "treasurer", "dean", "chef", "cook", "waiter", "barista", "volunteer",
  "member", "mentor", "coach", "expert", "sde", "swe", "devops", "sre", "staff", "contractor", "freelancer", "freelance",
  "owner", "manager", "product owner", "scrum master", "entwickler", "softwareentwickler", "ingenieur", "berater",
  "leiter", "leiterin", "referent", "referentin", "werkstudent", "werkstudentin", "praktikant", "praktikantin",
  "sachbearbeiter", "geschaftsfuhrer", "geschäftsführer", "mitarbeiter", "mitarbeiterin", "entwicklerin", "beraterin",
  "ingénieur", "ingenieure", "développeur", "developpeur", "développeuse", "chef de projet", "stagiaire", "responsable",
  "directeur", "directrice", "chargé", "chargée", "ingeniero", "ingeniera", "desarrollador", "desarrolladora", "gerente",
  "jefe", "jefa", "analista", "becario", "becaria", "practicante", "director", "directora", "programador", "programadora",
  "مهندس", "مهندسة", "مطور", "مطورة", "مدير", "مديرة", "محاسب", "محاسبة", "مصمم", "مصممة", "أخصائي", "اخصائي", "أخصائية",
  "مدرس", "مدرسة", "معلم", "معلمة", "محلل", "محللة", "مستشار", "مستشارة", "مسؤول", "مسئول", "منسق", "منسقة", "مبرمج",
  "مبرمجة", "طبيب", "طبيبة", "صيدلي", "صيدلانية", "ممرض", "ممرضة", "متدرب", "متدربة", "رئيس", "نائب", "مشرف", "مشرفة",
  "موظف", "موظفة", "باحث", "باحثة", "كاتب", "مترجم", "مترجمة", "مساعد", "مساعدة", "فني", "سكرتير", "سكرتيرة", "مندوب",
  "ممثل", "قائد", "مؤسس", "شريك", "خبير", "خبيرة", "أستاذ", "استاذ", "محاضر", "مراجع", "مدقق", "أمين",
]);

/** Words that mark an organisation's name ("ABC Company, Inc.", "شركة فودافون مصر", "Beispiel AG"). */
const COMPANY_MARKERS = words([
  "inc", "inc.", "llc", "ltd", "ltd.", "limited", "corp", "corp.", "corporation", "company", "group", "gmbh", "sarl",
  "plc", "bank", "labs", "lab", "technologies", "technology", "solutions",
  "systems", "consulting", "consultants", "partners", "holding", "holdings", "organization", "organisation", "agency",
  "studio", "studios", "ministry", "hospital", "foundation", "institute", "university", "association", "enterprises",
  "services", "software", "media", "ventures", "capital", "firma", "gruppe", "société", "societe", "empresa",
  "شركة", "الشركة", "مؤسسة", "بنك", "البنك", "مصرف", "مجموعة", "وزارة", "هيئة", "الهيئة", "مستشفى", "جامعة", "الجامعة",
  "مركز", "مكتب", "معهد", "جمعية", "منظمة", "أكاديمية", "مصنع", "مدرسة",
]);

/** Legal forms that are ordinary words in lower case ("se", "sa"): only as written in capitals. */
const COMPANY_CAPS = /(?<![\p{L}\p{N}])(?:AG|SE|SA|S\.A\.|KG|Co\.|LP|L\.P\.)(?![\p{L}\p{N}])/u;

/** Words that name a school ("Cairo University", "Hochschule Beispielstadt", "جامعة القاهرة"). */
const SCHOOL_WORDS = new RegExp(
  `${L}(?:universit\\p{L}*|college|institute|institut|instituto|school|academy|akademie|polytechnic|politecnico|` +
    `polytechnique|hochschule|fachhochschule|école|ecole|escuela|faculty|fakultät|gymnasium|lyceum|lycée|conservatory|` +
    `seminary|` +
    `جامعة|الجامعة|بجامعة|كلية|الكلية|بكلية|معهد|المعهد|أكاديمية|الأكاديمية|اكاديمية|مدرسة|المدرسة)${R}`,
  "iu",
);

/** Schools known by their initials, as written in capitals. */
const SCHOOL_CAPS = /(?<![\p{L}\p{N}])(?:MIT|UCLA|UCSD|ETH|EPFL|IIT|NYU|USC|CMU|LSE|KAUST|AUC|GUC|Cal[Tt]ech|UC\s+\p{Lu}\p{L}+)(?![\p{L}\p{N}])/u;

/** Degree words, written out or abbreviated. Short capitals (BS, MA) only as written in capitals. */
const DEGREE_WORDS = new RegExp(
  `${L}(?:bachelor\\p{L}*|master\\p{L}*|doctor\\p{L}*|ph\\.?\\s?d\\.?|mba|b\\.?\\s?sc\\.?|m\\.?\\s?sc\\.?|b\\.?\\s?tech\\.?|` +
    `m\\.?\\s?tech\\.?|b\\.?\\s?eng\\.?|m\\.?\\s?eng\\.?|associate'?s? degree|associate of|diploma|diplom\\p{L}*|abitur|` +
    `high school|secondary school|licence|licenciatura|licenciado|grado en|máster|maestría|doctorado|llb|llm|dphil|mphil|` +
    `magister|staatsexamen|baccalauréat|baccalaureate|ged|بكالوريوس|البكالوريوس|ليسانس|الليسانس|ماجستير|الماجستير|` +
    `ماجيستير|دكتوراه|الدكتوراه|دكتوراة|دبلوم|الدبلوم|الثانوية|ثانوية|شهادة الثانوية)${R}`,
  "iu",
);
const DEGREE_CAPS = /(?<![\p{L}\p{N}])(?:B\.?S\.?|M\.?S\.?|B\.?A\.?|M\.?A\.?|B\.?E\.?|M\.?E\.?|A\.?A\.?|A\.?S\.?|MD|JD|BBA|BFA|MFA|BSN|MSN|MPH|MPA|EdD|DDS|PharmD|B\.Com|M\.Com)(?![\p{L}\p{N}])/u;

/** Work modes and places that ride along with an entry: "(Remote)", "Hybrid", "عن بعد". */
const WORK_MODE = words([
  "remote", "hybrid", "on-site", "onsite", "on site", "full-time", "full time", "part-time", "part time", "contract",
  "freelance", "internship", "vollzeit", "teilzeit", "vor ort", "homeoffice", "télétravail", "teletrabajo", "remoto",
  "عن بعد", "عن بُعد", "دوام كامل", "دوام جزئي",
]);

const COUNTRIES = new Set(
  [
    "usa", "us", "u.s.", "u.s.a.", "united states", "uk", "u.k.", "united kingdom", "england", "canada", "germany",
    "deutschland", "france", "spain", "españa", "italy", "netherlands", "switzerland", "austria", "sweden", "ireland",
    "india", "china", "japan", "singapore", "australia", "egypt", "saudi arabia", "ksa", "uae", "united arab emirates",
    "qatar", "kuwait", "bahrain", "oman", "jordan", "lebanon", "morocco", "tunisia", "algeria", "türkiye", "turkey",
    "pakistan", "nigeria", "kenya", "south africa", "brazil", "mexico", "remote",
    "مصر", "السعودية", "المملكة العربية السعودية", "الإمارات", "الامارات", "قطر", "الكويت", "البحرين", "عمان", "عُمان", "الأردن",
    "الاردن", "لبنان", "المغرب", "تونس", "الجزائر", "العراق", "سوريا", "فلسطين", "السودان", "ليبيا", "اليمن",
    // Cities a resume names alone after an employer ("Deutsche Bahn AG, Berlin").
    "cairo", "giza", "alexandria", "riyadh", "jeddah", "dammam", "dubai", "abu dhabi", "sharjah", "doha", "amman", "beirut",
    "casablanca", "tunis", "london", "berlin", "munich", "münchen", "hamburg", "frankfurt", "cologne", "köln", "vienna",
    "wien", "zurich", "zürich", "paris", "madrid", "barcelona", "amsterdam", "dublin", "new york", "san francisco",
    "seattle", "boston", "chicago", "austin", "toronto", "bangalore", "bengaluru", "mumbai", "istanbul",
    "القاهرة", "الجيزة", "الإسكندرية", "الاسكندرية", "الرياض", "جدة", "الدمام", "دبي", "أبوظبي", "ابوظبي", "الدوحة", "عمّان", "بيروت",
  ].map((c) => foldForMatch(c)),
);

/** How strongly a phrase reads as a job title: job nouns found, the last word counting extra. */
export function jobTitleScore(text: string): number {
  const hits = text.match(new RegExp(JOB_NOUNS.source, "giu"))?.length ?? 0;
  if (!hits) return 0;
  const last = text.trim().split(/\s+/).pop() ?? "";
  return hits + (JOB_NOUNS.test(last.replace(/[()]/g, "")) ? 0.5 : 0);
}

export function hasJobWord(text: string): boolean {
  return JOB_NOUNS.test(text);
}

export function hasCompanyMarker(text: string): boolean {
  return COMPANY_MARKERS.test(text) || COMPANY_CAPS.test(text);
}

export function hasSchoolWord(text: string): boolean {
  return SCHOOL_WORDS.test(text) || SCHOOL_CAPS.test(text);
}

export function hasDegreeWord(text: string): boolean {
  return DEGREE_WORDS.test(text) || DEGREE_CAPS.test(text);
}

/** Where the first degree word starts and ends in the text, or null. */
export function findDegreeWord(text: string): { index: number; length: number } | null {
  const hits = [DEGREE_WORDS.exec(text), DEGREE_CAPS.exec(text)].filter((m): m is RegExpExecArray => !!m);
  if (!hits.length) return null;
  const first = hits.sort((a, b) => a.index - b.index)[0]!;
  return { index: first.index, length: first[0].length };
}

export function isWorkMode(text: string): boolean {
  const t = text.replace(/[()[\]]/g, "").trim();
  return !!t && WORK_MODE.test(t) && t.split(/\s+/).length <= 3;
}

const LEGAL_SUFFIX = /^(?:inc|llc|ltd|limited|corp|co|gmbh|ag|kg|se|s\.?a|sarl|sas|plc|l\.?p)\.?$/i;

/** "Inc.", "LLC", "GmbH" on their own: the tail of a company name split at its comma. */
export function isLegalSuffix(text: string): boolean {
  return LEGAL_SUFFIX.test(text.trim());
}

/**
 * A place and nothing else: "San Francisco, CA", "London, UK", "Remote", "القاهرة، مصر",
 * "Cambridge, MA, USA". No job, company or school words, no digits, a few capitalised words.
 */
export function isPlace(text: string): boolean {
  const t = text.replace(/[()]/g, "").trim();
  if (!t || /\d|@|https?:/.test(t) || t.length > 60) return false;
  if (hasJobWord(t) || hasCompanyMarker(t) || hasSchoolWord(t) || DEGREE_WORDS.test(t)) return isWorkMode(t);
  if (isWorkMode(t)) return true;
  const parts = t.split(/\s*[,،]\s*/).filter(Boolean);
  if (parts.length === 0) return false;
  if (parts.length === 1) return COUNTRIES.has(foldForMatch(t));
  if (parts.length > 4) return false;
  const last = parts[parts.length - 1]!;
  const lastIsRegion = /^\p{Lu}{2,3}$/u.test(last) || COUNTRIES.has(foldForMatch(last));
  const placeLike = parts.every((p) => p.split(/\s+/).length <= 3 && (/^\p{Lu}/u.test(p) || /^[\u0600-\u06FF]/u.test(p)));
  return placeLike && lastIsRegion;
}

/** Organisations that issue certificates, for telling "Name - Issuer" from "Name - Level". */
const ISSUERS = words([
  "amazon web services", "aws", "google", "google cloud", "microsoft", "oracle", "cisco", "comptia", "ibm", "meta",
  "linkedin", "coursera", "udemy", "edx", "udacity", "datacamp", "hubspot", "salesforce", "pmi",
  "project management institute", "scrum alliance", "scrum.org", "isc2", "(isc)²", "isaca", "axelos", "peoplecert",
  "finra", "cfa institute", "aicpa", "acca", "ima", "cima", "red hat", "vmware", "linux foundation", "cncf", "hashicorp",
  "databricks", "snowflake", "tableau", "sap", "adobe", "apple", "nvidia", "deeplearning.ai", "stanford", "harvard",
  "mit", "ec-council", "offensive security", "giac", "itil", "british council", "ielts", "toefl", "ets", "goethe-institut",
  "freecodecamp", "kaggle", "mongodb", "atlassian", "autodesk", "siemens",
]);

export function looksLikeIssuer(text: string): boolean {
  return ISSUERS.test(text) || hasCompanyMarker(text) || hasSchoolWord(text);
}
