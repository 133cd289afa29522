/**
 * The phrases that decide a job e-mail's group, with weights. They read the normalised text
 * (core/email/text.ts: lower case, Arabic folded, so "ة" is written "ه" and "أ/إ/آ" are "ا"); Arabic
 * phrases are written naturally here and folded when the module loads.
 */
import { foldArabic } from "./text.ts";

/** The six groups plus "NONE" (not about a job application). */
export const LABELS = ["APPLIED", "INTERVIEW", "OFFER", "ACCEPTED", "NOT CHOSEN", "EVENT", "NONE"] as const;
export type Label = (typeof LABELS)[number];

interface Rule {
  label: Label;
  weight: number;
  re: RegExp;
}

const r = (label: Label, weight: number, source: string): Rule => ({ label, weight, re: new RegExp(foldArabic(source), "u") });

export const RULES: Rule[] = [
  // ——— NOT CHOSEN: the decision outweighs the thanks and the "next steps" around it
  r("NOT CHOSEN", 4, String.raw`\b(?:not|won't|will not|unable to|cannot|can't) (?:be )?(?:moving|move|going|proceed(?:ing)?|progress(?:ing)?|continu(?:e|ing)|tak(?:e|ing) (?:it|this|your application)) ?(?:forward|further|ahead|with your (?:application|candidacy))`),
  r("NOT CHOSEN", 4, String.raw`\bdecided (?:not to|to (?:move|go|proceed|pursue|continue) (?:forward )?with (?:other|another|a different|the other|candidates|a candidate))`),
  r("NOT CHOSEN", 3.5, String.raw`\b(?:pursue|pursuing|move forward with|proceed with|go with|chosen|selected|identified) (?:other|another|a different) (?:candidates?|applicants?)`),
  r("NOT CHOSEN", 3, String.raw`\bcandidates? whose (?:qualifications|experience|skills|background|profile)s? (?:more closely|better|most closely)`),
  r("NOT CHOSEN", 3, String.raw`\b(?:more|most) closely (?:match|matches|align|aligns|fit|fits)`),
  r("NOT CHOSEN", 3.5, String.raw`\b(?:regret|sorry) to (?:inform|tell|let you know|say)`),
  r("NOT CHOSEN", 2, String.raw`\bunfortunately\b`),
  r("NOT CHOSEN", 3.5, String.raw`\bnot (?:been )?(?:selected|successful|shortlisted|chosen)`),
  r("NOT CHOSEN", 3.5, String.raw`\b(?:was|were|has been|have been|is) unsuccessful|\bnot (?:to )?(?:progress|proceed|advance)|\bhas not progressed|\bwill not be (?:progressing|proceeding|considered|offering|continuing)`),
  r("NOT CHOSEN", 3.5, String.raw`\bunable to (?:offer you|consider you|move forward|progress|proceed|invite you)`),
  r("NOT CHOSEN", 3, String.raw`\b(?:position|role|vacancy|job|opening) (?:has (?:now )?been|was|is now|is) (?:filled|closed|no longer available)|\bno longer (?:available|being considered|under consideration|considering)`),
  r("NOT CHOSEN", 3, String.raw`\bwon't be (?:offering|continuing|proceeding|moving|progressing|extending)|\bnot be offering you`),
  r("NOT CHOSEN", 2.5, String.raw`\b(?:did|does) not meet (?:the|our)|\bnot (?:a|the right) (?:fit|match)\b|\bnot the news you|\bdifficult decision|\bclose call\b|\bdisappointing\b`),
  r("NOT CHOSEN", 1, String.raw`\b(?:keep|retain) your (?:resume|cv|details|application|information) (?:on file|in our)|\btalent pool\b|\bfuture (?:openings|opportunities|roles|positions)|\bre-?apply\b`),
  r("NOT CHOSEN", 1, String.raw`\bwish you (?:the (?:very )?best|every success|luck|all the best|success)|\bbest of luck\b|\bgood luck with your (?:search|career|job)`),
  r("NOT CHOSEN", 3.5, "نا?سف|للاسف|نعتذر (?:عن|لعدم)|عدم (?:امكانيه )?(?:قبول|تمكننا)|لم يتم (?:اختيار|قبول|ترشيح)|لم يحالف|مرشحين اخرين|مرشح اخر|لن (?:نتمكن|يتم|ينتقل)|تم شغل|اكتمال العدد"),
  // ——— APPLIED
  r("APPLIED", 2.5, String.raw`\b(?:thank you|thanks) (?:so much )?for (?:your )?(?:applying|application|submitting|your interest)`),
  r("APPLIED", 3.5, String.raw`\b(?:we(?:'ve| have)? (?:successfully )?received|we got|confirm(?:s|ing)? (?:that we (?:have )?received|receipt of|we received)|(?:this (?:email|message) )?confirms? that we have received)(?: your)? (?:application|cv|resume)|\bapplication (?:has been |was )?(?:received|submitted|sent)|\b(?:your )?application (?:is|has been) (?:now )?(?:with|under|being|currently)|\bsubmitted successfully|\bapplication submitted`),
  r("APPLIED", 2.5, String.raw`\b(?:under review|reviewing (?:your )?applications?|review your (?:application|profile|qualifications)|will be reviewed|being reviewed|team is reviewing|will (?:be in touch|reach out|contact you) if|hear (?:back )?from us|status of your application|track your applications?|passed them along)`),
  r("APPLIED", 4.5, String.raw`\b(?:you.re registered|registration (?:received|confirmed)|your application to attend)`),
  r("APPLIED", 3, "(?:تم |نود اعلامك بانن?ا |نوكد |نشكرك علي ا?)(?:استلام|تسجيل|ارسال|تقديم) (?:طلب|سيرتك)|استلمنا (?:طلبك|سيرتك)|قيد (?:المراجعه|الدراسه)|سيتم (?:دراسه|مراجعه)|سيقوم (?:فريق|فريقنا)|(?:شكرا|نشكرك)(?: لك)? (?:علي|ل) ?(?:تقديمك|التقدم|اهتمامك|ارسال)"),
  // ——— INTERVIEW
  r("INTERVIEW", 3, String.raw`\b(?:invite|invited|invitation|inviting) (?:you )?(?:to|for) (?:an? |the |your )?(?:first |second |final |next |onsite |on-site |virtual |video |technical |phone |online )*(?:interview|round|call|assessment|test|case|panel|exercise|screen)`),
  r("INTERVIEW", 3, String.raw`\b(?:schedule|set up|book|arrange|pick|choose) (?:a |an |your |the )?(?:time|slot|call|interview|phone screen|chat|meeting|conversation)|\byour availability\b|\bavailability for\b|\bwhat times work|\bwould (?:\w+ )?(?:at \d+ ?(?:am|pm)? )?(?:or \w+ )?(?:at \d+ ?(?:am|pm)? )?work for you`),
  r("INTERVIEW", 2.5, String.raw`\binterview\b|\bphone screen|\bcoding (?:test|assessment|challenge)|\bassessment\b|\btake-home|\bcase stud|\bhirevue|\bcodility|\bhackerrank|\bpanel\b|\bprogramming test`),
  r("INTERVIEW", 2.5, String.raw`\b(?:move|moving) forward with your (?:application|candidacy)|\bprogressed to the next (?:stage|round)|\bnext (?:stage|round) of (?:our|the)|\bwould like to (?:invite|meet|speak|chat|talk)|\bquick call\b|\bintroductory call`),
  r("INTERVIEW", 3, "مقابله|اختبار (?:تقييم|فني|تقني)|تحديد موعد|المرحله التاليه|مكالمه (?:هاتفيه|قصيره)|ترتيب مكالمه"),
  // ——— OFFER
  r("OFFER", 4, String.raw`\b(?:pleased|delighted|happy|thrilled|excited) to (?:formally )?(?:offer you|extend (?:you )?(?:an|a formal|the|this)? ?offer)|\b(?:would|'d) like to (?:extend|offer|make) (?:you )?(?:an?|the|this|a formal)? ?(?:formal )?(?:offer|the position|the role)|\boffer you the (?:position|role|job)|\bextend (?:you )?an offer`),
  r("OFFER", 3.5, String.raw`\boffer (?:letter|of employment)|\byour offer\b|\bjob offer\b|\bcompensation\b|\bsigning bonus|\bbase salary|\bsign (?:and return|electronically|the offer)|\baccept(?:ance of)? the offer|\bverbal offer`),
  r("OFFER", 4, "عرض (?:العمل|عمل|وظيفي|التوظيف|الوظيفي)|خطاب العرض|نقدم لك عرضا|تقديم عرض|قبولك للعرض"),
  // ——— ACCEPTED
  r("ACCEPTED", 4, String.raw`\bwelcome (?:aboard|to the (?:team|family|community|program|programme|cohort))|\bjoining (?:us|the team)\b|\bfirst day\b|\bstart date\b|\bnew hire\b|\bonboarding\b|\binduction\b`),
  r("ACCEPTED", 4, String.raw`\b(?:you've|you have|has) been (?:accepted|admitted|selected) (?:into|to|for|as)|\baccepted into\b|\badmission confirmed|\bconfirm your (?:place|enrollment|enrolment|participation|seat)|\bthank you for accepting|\bsigned your offer|\bproposal has been accepted|\bconfirm your place|\bhappy to confirm your`),
  r("ACCEPTED", 4, "(?:تم )?قبولك في|قبولكم في|تم اختيارك (?:ضمن|في)|انضمامك|يوم عملك الاول|مباشرتك للعمل|برنامج التهيئه|قبولك العرض|اهلا (?:بك|وسهلا بك) في|مرحبا بك معنا"),
  // ——— EVENT
  r("EVENT", 4, String.raw`\b(?:career|careers|job|jobs|hiring|employability|recruitment) (?:fair|expo|day|event)s?\b|\bopen house\b|\binsight day\b|\binfo(?:rmation)? session|\bhiring webinar|\bmeetup\b|\bhackathon\b|\bama\b|\bask-me-anything`),
  r("EVENT", 2.5, String.raw`\b(?:register|rsvp|save your seat|sign up|spots are limited|places are limited)\b|\bjoin (?:us|our)\b|\byou're invited\b|\bwebinar\b|\bnetworking\b`),
  r("EVENT", 4, "ملتقي|معرض (?:الرياض للتوظيف|الوظايف|التوظيف)|يوم التوظيف|ندوه|لقاء تعريفي|ورش عمل|سجل الان"),
  // ——— NONE: digests, accounts, shopping, the freeze and the withdrawal the tracker does not file
  r("NONE", 4, String.raw`\bjob alerts?\b|\bnew jobs?\b|\bjobs you may|\brecommended jobs|\bjobs? (?:near|for you|matching)|\bwe found \d+|\bsee all jobs|\bunsubscribe\b|\bjobs you might`),
  r("NONE", 4, String.raw`\bhiring freeze|\b(?:has been|been) (?:put on hold|paused)|\bwithdr[ae]wn?\b|\bwithdrawal\b`),
  r("NONE", 3, String.raw`\b(?:verify your email|password|sign-in|one-time pass ?code|verification code|your order|receipt|invoice|subscription|shipped|membership|newsletter|in this issue|premium|profile is \d+%|complete your profile)`),
  r("NONE", 3, String.raw`\b(?:i have an? (?:urgent )?requirement|our clients?\b|staffing|visa status|expected rate|came across your profile)`),
  r("NONE", 3, "وظايف (?:جديده|مطور|تناسبك)|تنبيه الوظايف|الغاء الاشتراك|فاتورتك|طلبك رقم|رمز التحقق|النشره|اكمل ملفك|سياسه الخصوصيه|تسوقك"),
];
