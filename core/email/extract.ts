/**
 * The hiring company and the role named by a job e-mail, read conservatively: nothing rather than
 * a guess. The company comes from the sender's display name or domain unless that is a mail
 * provider or a hiring platform, then from phrases like "at Acme" or "شركة ..." in the text.
 */

/** Mail providers and hiring/job platforms whose name or domain says nothing about the employer. */
const PLATFORM_DOMAINS =
  /(?:^|\.)(?:gmail|googlemail|yahoo|hotmail|outlook|live|msn|icloud|me|aol|proton|protonmail|gmx|mail|yandex|zoho|greenhouse|greenhouse-mail|lever|hire\.lever|myworkday|workday|workdaymail|smartrecruiters|linkedin|indeed|indeedemail|ashbyhq|workable|workablemail|jobvite|icims|taleo|successfactors|bamboohr|rippling|hirevue|hackerrank|codility|calendly|eventbrite|meetup|wuzzuf|bayt|glassdoor|ziprecruiter|joinhandshake|handshake|devpost|docusign|substack|akhtaboot|breezy|recruitee|teamtailor|personio|jazzhr|applytojob|ultipro|paylocity|adp|naukrigulf|monster|careerbuilder|dice|wellfound|angel|otta|hired|brassring|tal|icims|myworkdayjobs|oraclecloud|successfactors|greenhouse-mail|echo\.newtonsoftware|newtonsoftware)\.[a-z.]{2,10}$/i;
const PLATFORM_NAMES =
  /^(?:workday|greenhouse|lever|smartrecruiters|linkedin|linkedin job alerts|indeed|indeed apply|ashby|workable|jobvite|icims|taleo|bamboohr|rippling|hirevue|hackerrank|codility|calendly|google calendar|google|eventbrite|meetup|wuzzuf|bayt(?:\.com)?|بيت\.كوم|glassdoor|ziprecruiter|handshake|devpost|docusign|noreply|no-reply|notifications?|careers?|jobs?|hr|recruiting|recruitment|talent|talent team|hiring team|team|admin|info|support|لينكد إن)$/i;
/** Words around a company name in a sender's display name ("Acme Careers", "Careers at Acme"). */
const ROLE_WORDS =
  /\b(?:careers?|jobs?|recruiting|recruitment|recruiters?|talent(?: acquisition)?|acquisition|hiring(?: team)?|hr|human resources|people(?: team| operations| ops)?|team|staffing|admissions?|onboarding|campus|graduates?|no-?reply|notifications?|offers?|department|dept|center|centre|office)\b/gi;
const AR_ROLE_WORDS = /(?:الموارد البشرية|إدارة|قطاع|فريق|التوظيف|المواهب|استقطاب|الشؤون|شؤون|-|–|\|)/g;

function title(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function parseFrom(from: string): { name: string; domain: string } {
  const text = from.slice(0, 500);
  const angle = /^\s*"?([^"<]*?)"?\s*<\s*([^<>\s]+)\s*(?:>|$)/.exec(text);
  const address = angle ? angle[2] : (/[^\s<>"]+@[^\s<>"]+/.exec(text)?.[0] ?? "");
  const domain = (address.split("@")[1] ?? "").toLowerCase().replace(/[^a-z0-9.-]/g, "").replace(/\.+$/, "");
  return { name: (angle ? angle[1] : "").trim(), domain };
}

/** "careers.acme.co.uk" → "acme". */
function domainLabel(domain: string): string | null {
  const parts = domain.split(".").filter(Boolean);
  if (parts.length < 2) return null;
  let i = parts.length - 2;
  if (/^(?:co|com|org|net|gov|edu|ac)$/.test(parts[i]) && i > 0 && parts[parts.length - 1].length === 2) i--;
  const label = parts[i];
  return label.length >= 2 ? label : null;
}

function cleanName(name: string): string {
  return name
    .replace(/\s+via\s+.*$/i, "")
    .replace(/\b(?:do[- ]?not[- ]?reply|no[- ]?reply|workday|icims|notifications?|system ?messages?|po_box)\b/gi, " ")
    .replace(/\s@\s.*$|@/g, " ")
    .replace(/^(?:careers?|recruiting|talent|jobs|hiring)\s+(?:at|@)\s+/i, "")
    .replace(/^the\s+/i, "")
    .replace(/(?:^|\s)(?:شركة|مجموعة)(?=\s)/g, " ")
    .replace(ROLE_WORDS, " ")
    .replace(AR_ROLE_WORDS, " ")
    .replace(/\bby e&$/i, "")
    .replace(/[|,:;–—-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const looksLikeCompany = (s: string) =>
  s.length >= 2 && s.length <= 60 && !/@|https?:|\d{4,}/.test(s) && s.split(" ").length <= 5 && !PLATFORM_NAMES.test(s);

const NOT_COMPANY = /^(?:the|our|this|your|we|you|a|an|it|its|all|any|us|dear|hi|hello|team|position|role|job|company|candidate|home|least|talent|recruiting|careers?|summer|internship|graduates?)$/i;

const word = String.raw`[A-Z][A-Za-z0-9&'’-]*(?:\.[A-Za-z0-9]+)*`;
const name = `((?:${word}|&)(?: (?:${word}|&|of|and|de)){0,3})`;
const COMPANY_PATTERNS = [
  new RegExp(String.raw`\b(?:position|role|job|opportunity|opening|vacancy|internship|working|career|careers|interest in joining|team)\s+(?:at|with)\s+${name}`),
  new RegExp(String.raw`\b(?:applying|applied|application|interest)\s+(?:to|in|with)\s+${name}`),
  new RegExp(String.raw`\b(?:joining|join|welcome to)\s+${name}`),
  new RegExp(String.raw`\bThe\s+${name}\s+(?:team|Talent|Recruiting|Recruitment|HR)\b`),
];

/** The company named in the text: "at Acme", "applying to Acme", "joining Acme", "Welcome to Acme", "شركة ...". */
function companyFromText(text: string): string | null {
  const t = text.slice(0, 3000);
  for (const re of COMPANY_PATTERNS) {
    const m = re.exec(t);
    if (!m) continue;
    const words = m[1].replace(/[.'’-]+$/, "").split(/\s/);
    while (words.length && /^(?:of|and|de|&)$/i.test(words[words.length - 1])) words.pop();
    const candidate = words.join(" ");
    if (!candidate || NOT_COMPANY.test(words[0]) || PLATFORM_NAMES.test(candidate) || ROLE_NOUN.test(candidate)) continue;
    if (/^(?:Our|The|This|Your|We|Team|Amal)$/.test(candidate)) continue;
    return candidate;
  }
  // "شركة فوري", "بنك مصر", "البنك التجاري الدولي" — but not "الشركة" alone (the company just named) nor "٥٠ شركة يوم الخميس".
  const ar =
    /(?:^|[\s،(])(شركة|مجموعة|بنك|البنك)\s+(?!(?:يوم|في|لدى|على|من|عن|أكثر|اكثر|خلال|بعد|قبل|قد|التي|الذي|بوظيفة|لوظيفة)(?=[ ،.]|$))((?:[\u0621-\u064a]+)(?: (?!(?:في|لدى|على|من|بوظيفة|لوظيفة|عن|قد|التي|الذي|يوم)(?=[ ،.]|$))[\u0621-\u064a]+){0,2})/.exec(t);
  if (ar) return ar[1].endsWith("بنك") ? `${ar[1]} ${ar[2]}` : ar[2];
  return null;
}

export function extractCompany(from: string, subject: string, body: string): string | null {
  const { name, domain } = parseFrom(from);
  // A cut-off address ("jobs@talent.icims") is checked as if it ended in ".com".
  const platform = !domain || PLATFORM_DOMAINS.test(domain) || PLATFORM_DOMAINS.test(`${domain}.com`);
  const label = platform ? null : domainLabel(domain);
  const cleaned = cleanName(name);
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (cleaned && looksLikeCompany(cleaned)) {
    const hadRoleWord = cleaned !== name.trim() || /^(?:شركة|مجموعة)\s/.test(name);
    if (label && (squash(cleaned).includes(squash(label)) || squash(label).includes(squash(cleaned)) && squash(cleaned).length >= 3)) return cleaned;
    if (hadRoleWord) return cleaned;
    // A platform's sender named after the employer ("Shopify <no-reply@greenhouse.io>"); a person's name is not a company.
    if (platform && domain && !/^(?:gmail|yahoo|hotmail|outlook|live|icloud|aol|proton)/.test(domain.split(".").slice(-2)[0]) && !/^[A-Z][a-z]+ [A-Z][a-z]+$/.test(cleaned)) {
      if (!/^(?:gmail|googlemail|yahoo|hotmail|outlook|live|msn|icloud|me|aol|proton|protonmail|gmx|mail|yandex|zoho)\./.test(domain)) return cleaned;
    }
  }
  const fromText = companyFromText(`${subject}\n${body}`);
  if (fromText) return fromText;
  // An Arabic display name that names an organisation reads better than the Latin domain.
  if (/^(?:شركة|مجموعة|بنك|جامعة|هيئة|أكاديمية|مؤسسة|مصرف)\s/.test(cleaned || name) && looksLikeCompany(cleaned)) return cleaned;
  if (label) return label.length <= 4 ? label.toUpperCase() : title(label);
  return null;
}

const ROLE_NOUN =
  /\b(?:engineer|developer|analyst|manager|designer|specialist|coordinator|associate|intern|internship|representative|consultant|executive|lead|director|officer|scientist|accountant|nurse|supervisor|administrator|architect|assistant|programmer|technician|advisor|strategist|writer|editor|recruiter|agent|clerk|head|researcher|tester|owner|trainee|graduate|banker|auditor|marketer|operator|expert|partner|controller|planner|buyer|teacher|instructor|pharmacist|doctor|physician|driver|cashier|chef|sre|qa)s?\b/i;
const TITLE_WORD = String.raw`[A-Z][A-Za-z0-9+#/&'()-]*(?:\.[A-Za-z0-9]+)*,?`;
const TITLE_WORDS = `((?:${TITLE_WORD})(?: (?:${TITLE_WORD}|&|of|and|-|/|I{1,3}|IV)){0,7})`;

function tidyTitle(raw: string): string | null {
  const t = raw
    .replace(/(?:[\s,(–&-]|\band|\bof|\bfor|\bin)+$/, "")
    .replace(/\s+(?:at|with|in)\s*$/i, "")
    .replace(/\s*\((?:Req|Job|ID|R\d)[^)]*\)?$/i, "")
    .replace(/\s+(?:Job (?:Number|ID)|Req(?:uisition)?(?: ID)?)$/i, "")
    .replace(/(?:\s*[-–]\s*|\s+)[A-Z]{0,6}-?\d{4,}$/, "")
    .trim();
  if (t.length < 3 || t.length > 70) return null;
  if (!ROLE_NOUN.test(t)) return null;
  if (t.split(" ").some((w) => !/^(?:[A-Z0-9(&/-]|of$|and$|for$|in$|I{1,3}$)/.test(w))) return null;
  return t;
}

const TITLE_PATTERNS = [
  new RegExp(String.raw`\b(?:position|role|job|post) of\s+${TITLE_WORDS}`),
  new RegExp(String.raw`\b(?:for|to|in) (?:the|our|a|an)\s+${TITLE_WORDS}\s+(?:position|role|opening|vacancy|job|opportunity|program|programme)\b`),
  new RegExp(String.raw`\b(?:Position|Role|Job title|Job)\s*:\s*${TITLE_WORDS}`),
  new RegExp(String.raw`\b(?:application|applying|applied|interview|offer|candidacy)\s+(?:for|to)\s+(?:the\s+)?${TITLE_WORDS}`),
  new RegExp(String.raw`\b(?:joining|join)\s+[A-Z][\w&.-]*(?:\s[A-Z][\w&.-]*){0,2}\s+as\s+(?:a|an|our)\s+${TITLE_WORDS}`),
  new RegExp(String.raw`\bas (?:a|an|our)\s+${TITLE_WORDS}`),
];

/** The role: "for the Senior Data Analyst position", "the role of ...", "Position: ...", "لوظيفة ...". */
export function extractJobTitle(subject: string, body: string): string | null {
  const text = `${subject}\n${body.slice(0, 3000)}`;
  for (const re of TITLE_PATTERNS) {
    const m = re.exec(text);
    if (!m) continue;
    const cut = m[1].split(/\s(?:at|with|in|on|position|role|opening|-\s[A-Z][a-z]+$)\s/)[0];
    const t = tidyTitle(cut.replace(/\s+(?:position|role|opening|vacancy|job)$/i, ""));
    if (t) return t;
  }
  // Subject lines like "Interview invitation: Product Manager at Talabat" or "Offer letter - Senior Data Analyst".
  const s = /[:–-]\s*([A-Z][A-Za-z0-9+#./&' -]{2,60}?)(?:\s+(?:at|@)\s+[A-Z].*)?$/.exec(subject.slice(0, 300));
  if (s) {
    const t = tidyTitle(s[1]);
    if (t) return t;
  }
  const ar = /(?:^|[ \t،(])(?:لوظيفة|لوظيفه|وظيفة|وظيفه|لشغل منصب|منصب|بوظيفة|بوظيفه)[ \t]+((?:[\u0621-\u064a\u0640\u064b-\u0652]+)(?:[ \t](?!(?:في|لدى|لدي|على|إلى|الى|من|عن|بشركة|بشركه|و?ذلك|التي|الذي|بنجاح|قد|مع|يوم|خلال|بعد|قبل|و|براتب|بمرتب|بدوام|براتب|اعتبارا|اعتباراً|ابتداء|ابتداءً|بمقر|بالقرية|بفرع)(?=[ \t،.]|$))[\u0621-\u064a\u0640\u064b-\u0652]+){0,3})/.exec(text);
  if (ar && !/^(?:ال)?(?:متاحة|جديدة|شاغرة|التي|هذه|لدينا|الوظيفة)/.test(ar[1])) return ar[1];
  return null;
}
