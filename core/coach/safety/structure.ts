/**
 * Structural rules: what a message needing a safety reply is made of, written over the concepts of
 * ./concepts.ts instead of over phrases, so a phrasing nobody wrote down is still caught when it has the
 * shape. They run after the phrase rules of ./detect.ts and before the learned backstop.
 *
 *  - self_harm: the speaker wishing, planning or preparing to die or stop existing ("every night I pray
 *    I won't wake up", "nefsy anam w mas7ash"), feeling a burden to the people around them, or holding
 *    a means with a plan ("I've been saving my pills") or pictured over and over ("I keep thinking about
 *    the bridge"), everyone relieved once they are gone, no reason left to stay alive, not being here soon
 *    as the reason nothing matters, "going to end it" when nothing endable is named, a goodbye to everyone
 *    that is not a farewell at work, unless the "dying" or "disappearing" is from a place or a job ("I
 *    want to disappear from LinkedIn for a while").
 *  - medical_emergency: a person and two signs at once, one of them acute ("can't breathe" and "lips are
 *    blue"; "collapsed" and "not responding"), not told as past background nor as an interview question;
 *    too many of a medicine taken; the worst headache of one's life, sudden or with another sign.
 *  - cheating: an assessment with someone else doing it in the user's place, its leaked questions or
 *    answers, or a hidden aid during it, unless the message is about preparing or detecting.
 *  - fraud: making or editing an official document together with a sign that it is untrue (made to look
 *    real, showing a higher figure, from an employer the user never worked for), telling an employer,
 *    bank or embassy about a credential the user says they do not have, or someone close to the user
 *    answering an employer's check as the user's former employer.
 *
 * `figurative` is the opposite check: the words of dying or ending applied to a job or a place
 * ("عايز اختفي من لينكدإن", "انهي حياتي المهنية", "اموت نفسي في المذاكرة"), which the phrase rules would
 * otherwise read as self-harm.
 */
import type { Concept, Reading } from "./concepts.ts";
import type { SafetyCategory } from "./detect.ts";

const has = (r: Reading, i: number, c: Concept) => i >= 0 && i < r.tokens.length && r.concepts[i].includes(c);
const any = (r: Reading, c: Concept) => r.concepts.some((cs) => cs.includes(c));
const count = (r: Reading, c: Concept) => r.concepts.reduce((n, cs) => n + (cs.includes(c) ? 1 : 0), 0);
/** Whether some token of concept `a` has a token of concept `b` within `before` words before it or `after` words after it. */
function near(r: Reading, a: Concept, b: Concept, before: number, after: number): boolean {
  for (let i = 0; i < r.tokens.length; i++) {
    if (!has(r, i, a)) continue;
    for (let j = Math.max(0, i - before); j <= Math.min(r.tokens.length - 1, i + after); j++) if (j !== i && has(r, j, b)) return true;
  }
  return false;
}
const test = (r: Reading, pattern: RegExp) => pattern.test(` ${r.folded} `);

// ---------------------------------------------------------------------------------------------
// Figurative endings: dying, disappearing or ending applied to a job, a place or studying.
// ---------------------------------------------------------------------------------------------

/** The world itself, which is not a place one leaves for another ("امشي من الدنيا"). */
const THE_WORLD = / (الدنيا|دنيا|الحياه|العالم|world|life|eldonya|el donya|eldonia|el donia) /;
/** A feeling one "dies of" ("اموت من الفرحة", "dying of boredom"). */
const FEELING = / (الفرحه|الفرح|الضحك|الزهق|الملل|الجوع|الحر|التعب|الخوف|الكسوف|joy|laughing|laughter|boredom|hunger|embarrassment|excitement|curiosity|el far7a|el da7k|el zah2) /;
/** Career, not life ("حياتي المهنية", "my career life"). */
const CAREER_LIFE = / (حياتي|الحياه) (المهنيه|العمليه|الوظيفيه) | (career|work|professional) life | (rather|sooner) (die|be dead) than (\S+ ){0,6}(job|work|working|sales|present|presenting|office|boss|company|interview|meeting|meetings|commute|ceo|team|manager|role) /;

/** Living, leaving or disappearing, which a place after them makes about where ("live in Cairo", "disappear from LinkedIn"). */
const WHERE_VERB = /^(live|living|disappear|vanish|wake|اعيش|عايش|اختفي|امشي|a3[ie]+sh|a?(kh|5)t[ae]f[iy])$/;

/** Whether every ending in the message is applied to work or a place rather than to living. */
export function figurative(r: Reading): boolean {
  if (test(r, CAREER_LIFE)) return true;
  let endings = 0;
  let applied = 0;
  for (let i = 0; i < r.tokens.length; i++) {
    if (!has(r, i, "die")) continue;
    endings++;
    // "اختفي من لينكدإن", "live in Cairo", "اموت نفسي في المذاكره", "wake up at 6am for this job".
    const where = WHERE_VERB.test(r.tokens[i]);
    // The place follows the verb, or its particle ("wake up at"); "a3eesh aktar mn kda" (live more than this) has none.
    const next = r.tokens[i + 1] === "up" || r.tokens[i + 1] === "myself" || r.tokens[i + 1] === "نفسي" ? i + 2 : i + 1;
    for (let j = next; j <= Math.min(r.tokens.length - 1, next); j++) {
      if (!has(r, j, "place")) continue;
      const object = r.tokens.slice(j + 1, j + 4).join(" ");
      if (THE_WORLD.test(` ${object} `) || !object || / (kda|keda|kdh|كده|كدا|this|that|it) /.test(` ${r.tokens[j + 1]} `)) break;
      if (where || FEELING.test(` ${object} `) || [j + 1, j + 2, j + 3].some((k) => has(r, k, "work")) || /\d/.test(object)) {
        applied++;
        break;
      }
    }
  }
  return endings > 0 && applied === endings && !any(r, "means") && !any(r, "burden");
}

// ---------------------------------------------------------------------------------------------
// Self-harm
// ---------------------------------------------------------------------------------------------

/** Ending, dying or not existing with the speaker as the one who ends. */
const DIE_STRONG = / (خلص من حالي|اخلص من حالي|die|dead|suicide|suicidal|kill myself|killing myself|end my life|end it all|end things|end it|not wake up|never wake up|wont wake up|dont wake up|stop existing|not exist|dont exist|disappear forever|disappear for good|be gone|اموت|انتحر|انتحار|اقتل نفسي|انهي حياتي|اخلص من حياتي|اخلص من نفسي|مصحاش|ماصحاش|مااصحاش|اختفي من الدنيا|amot|amoot|mas7ash|mash7ash|a2tel nafsy|a2tel nafsi|ent7ar|enta7ar) /;
/** Living or being here, negated ("I don't want to be here anymore", "mesh 3ayza a3eesh"). */
const NOT_LIVING = / (dont|do not|not|no longer|never) (want|wanna|going) (to )?(be here|live|be alive|exist|keep living|wake up|go on) (?!(on|in|at|during|for|with) )| (مش|مبقتش|معدتش) (عايز|عاوز|عايزه|عاوزه|قادر|قادره) (اعيش|اكمل عايش|اكمل في الحياه|افضل عايش) | (msh|mesh|mosh) (3ayez|3ayz|3ayza|3awez|3awza|2ader|2adra) (a3eesh|a3ish|akammel 3ayesh|akamel 3ayesh) /;
/** A burden to everyone / the world lighter without me. */
const BURDEN_SELF = / (im|i am|ana|انا|اني|eny|enny) (just )?(a )?(burden|عبء|عبئ|عاله|3eb|3ebb|3eb2) (?!(on|to|for|علي|لل|3ala) (my |the |our |el )?(team|manager|boss|company|project|colleagues|الفريق|فريقي|الشركه|مديري|el team|el sherka))| (better off|lighter|happier|easier|احسن|a7san) (\S+ ){0,3}(without me|من غيري|بدوني|men 8eeri|men gheri|men 8eri) | (without me|من غيري|بدوني|men 8eeri|men 8eri) (\S+ ){0,3}(better|lighter|احسن|a7san|happier) /;
/** Preparing a means: counting, saving or researching pills, heights, ropes, blades. */
const MEANS_PREPARED = / (counted|counting|saving|saved|stockpiling|collecting|hoarding|researching|looked up|looking up|bought|have|got) (\S+ ){0,4}(pills|tablets|meds|rope|blade|razor|how high|how many|enough) | (how high|how many) (\S+ ){0,5}(bridge|roof|building|balcony|pills|tablets|meds|enough) | (بجمع|جمعت|شايل|مخبي|عديت) (\S+ ){0,2}(الحبوب|حبوب|البرشام|برشام) /;
/** Putting affairs in order for after: goodbyes and letters to family, giving things away because they will not be needed. */
const AFTER_ME = / (wrote|writing|written|left) (\S+ ){0,3}(letters|letter|note|notes|will) (\S+ ){0,3}(family|parents|mom|dad|mother|father|kids|wife|husband|sister|brother|everyone) | (giving|gave|given) (?!(my |in my |a |the )?(notice|two weeks|resignation|presentation|talk|feedback|interview))(\S+ ){0,4}(wont|will not|not) (need|be able|be around|be here) (?!(at|in|for|on) )| (كتبت|بكتب) (\S+ ){0,2}(وصيتي|رساله وداع|جواب وداع) | (said|saying) goodbye (\S+ ){0,3}(to )?(my|everyone|family) (?!(team|colleagues|coworkers|manager|boss))/;
/** Self-injury told as ongoing ("been cutting again", "جرحت نفسي تاني"). */
const SELF_INJURY = / (cutting|cut|burning|hurting|hurt) (myself )?(again|deeper|more) | (i )?(hurt|cut|burn|hit) myself (when|whenever|every time|again) | if i (jumped|died|was gone|were gone|disappeared|killed myself|wasnt here) (\S+ ){0,3}(nobody|no one|noone) (would|will) (care|notice|miss me|even notice) | (جرحت|بجرح|اجرح|بأذي|اذيت) نفسي | (garaht|gara7t|bagra7) nafs[iy] | (pills|tablets|meds) on purpose | on purpose (\S+ ){0,3}(pills|tablets|meds|overdose) /;
/** A last word to everyone, a wish to be hit or ended by something, to sleep and not get up, everyone relieved of me. */
const LAST_WORDS = / (cant|can t|cannot) (do|take) (this|it) (any ?more|no more) (\S+ ){0,3}(goodbye|bye|farewell) | (have|made|got) a plan and a (date|time|day) | picked (a|the) (date|day) | tired of (waking up|being alive|existing|breathing)(?! (early|at|so|for|before)) | (my )?(last|final) (message|words|goodbye) (to anyone|to everyone|to you all|ever)? (?!(before|to my team|to the team|at work|to my colleagues))| (a5er|akher|اخر) (kalam|كلام|رساله|resala) (leeko|leko|ليكو|ليكم|lekom)? | (بدي|عايز|عاوز|نفسي|ابغي|ودي) (ا)?خلص من (حالي|نفسي) | (hope|hoping|wish|pray|praying) (\S+ ){0,2}(car|bus|train|truck|plane) (\S+ ){0,2}(hits|hit|crashes|runs over|kills) me | (hate|hating) my life (\S+ ){0,3}(want|wanna) (it )?(to be )?over | (anam|انام) (w|و) ?(ma2oomsh|maoomsh|ma2omsh|مقومش|ماقومش|مصحاش) | (اريح|يرتاحوا|هيرتاحوا|ارتاح) (\S+ ){0,2}مني | (law|لو) (mot|mett|moot|مت|موت) (\S+ ){0,3}(mesh|msh|محدش|مش|ma7adsh|7ad) | (mesh|msh|محدش|مش|ma7adsh) (\S+ ){0,4}(law|لو) (mot|mett|moot|مت|موت) | (حاطط|جهزت|جاهز|مجهز|جبت|شاريت) (\S+ ){0,1}(الحبل|حبل) | (الحبل|حبل) (\S+ ){0,3}(مستني|جاهز) /;

/**
 * Death as relief, a means being looked at, a plan to "do it", nobody missing the user once gone, fear of what
 * they might do to themselves, not seeing themselves alive at a date, arranging who gets their things.
 */
const DEATH_AS_RELIEF = / (death|dying|الموت|الموت) (\S+ ){0,3}(better|kinder|ارحم|احسن|calms|relief|peace|easier|the only) | thought of dying | (dying|death) is the only /;
const MEANS_WATCHED = / (looking|staring|looked|stared|sitting|sat|holding|قعدت|ماسك|باصص) (\S+ ){0,4}(pills|bottle of pills|tablets|rope|blade|razor|roof|edge|ledge|bridge|السطح|الحبوب|الحبل|الموس|الكوبري) (\S+ ){0,4}(thinking|hour|hours|بفكر|ساعه|for an hour|انط|jump)? | (بفكر|فكرت|thinking about|thinking of) (انط|jumping|اترمي|اموت) /;
const PLAN_TO_DO_IT = / (planning|planned|plan|decided|deciding) (\S+ ){0,2}(how|when) (to )?(do it|end it|end this|go) | (tonight|today) (\S+ ){0,3}(finally )?do it $| (ازاي|هـ)?(انهي|اخلص) (كل ده|كل دا|كل حاجه|كل شي|ده كله) | (a|ha|h)?khall?as 3ala nafs[iy] | (اخلص|هخلص) (على|علي) نفسي | (جهزت|حضرت|prepared|ready|got) (كل حاجه|everything) (\S+ ){0,3}(و?محدش هيعرف|nobody will know|no one will know|nobody knows) | (least painful|painless|easiest|quickest) way to (go|die|do it|end it) /;
const NOBODY_MISSES = / (nobody|no one|noone|محدش|لا احد|ma7adsh|mafeesh 7ad) (\S+ ){0,3}(miss|care|notice|هيفتقدني|سيهتم|هيهتم|هيحس|هيزعل|hayefte2edny|hayez3al) (\S+ ){0,3}(if|when|لو|اذا|law) (\S+ ){0,2}(i (was )?gone|i left|i go|i went|i died|i disappeared|رحت|رحلت|مت|موت|اختفيت|مشيت|roht|mot|mshet) /;
const DO_TO_MYSELF = / (what i (might|may|could|will|ll|am going to) do to myself|هعمل في نفسي|اعمل في نفسي حاجه|a3mel f nafsy 7aga) | (cant|dont) see myself (making it|being here|being alive|alive|around) | who (gets|should get|will get) my (things|stuff|belongings|cat|dog) | (disappear|disappearing|vanish|vanishing) (forever|permanently|for good) | (doesnt|didnt|dont) know it was (goodbye|the last) | one more day (\S+ ){0,4}(dont think i can|cant) | (mafeesh|مفيش) (7aga|حاجه) (tekhalleeny|مخليني|تخليني|tekhalleny) (akammel|اكمل) (?!(fel|في|f) )/;

/**
 * The user not being here soon, told as the reason nothing matters ("what's the point of fixing my CV if I
 * won't be here next month"), or being here no longer for long.
 */
const NOT_HERE_SOON = / (point|matter|bother|why) (\S+ ){0,10}(if|since|when|cause|because) (i|im) (wont|will not|am not going to|not going to|m not going to) be (here|around|alive) | (i|ill) (wont|will not) be (here|around) (much longer|for long|anymore|any more) (?!(at|in|on|with|for) )/;
/** Picturing a means over and over ("I keep thinking about the bridge", "imagining stepping in front of the train"). */
const MEANS_PICTURED = / (keep|kept|always|cant stop|been|constantly) (thinking|imagining|picturing|dreaming) (about|of) (\S+ ){0,3}(the bridge|that bridge|the tracks|the roof|the ledge|the rope|jumping|stepping in front|throwing myself|falling from) | (step|stepping|jump|jumping|throw myself|throwing myself|walk|walking) (in front of|off|from) (\S+ ){0,2}(train|bus|truck|car|metro|bridge|roof|building|balcony|ledge|cliff) | (ارمي|هرمي|اترمي|انط) (\S+ ){0,1}(من|قدام|تحت) (\S+ ){0,2}(الكوبري|كوبري|السطح|البلكونه|القطر|المترو|عربيه|الشباك) /;
/** "I'm going to end it", "I've decided to end it", not a contract, project or job the message names. */
const END_IT = / (going to|gonna|will|ill|decided to|ready to|want to|wanna|have to|need to) end it (?!(with|at|on|in|early|by|before|here|there|politely|professionally|well|now with) )/;
const ENDABLE = / (contract|project|subscription|partnership|relationship|internship|deal|lease|call|meeting|conversation|collaboration|agreement|freelance|gig|business|startup|job|role|position|course|program|programme|degree|membership|chat|engagement|thread|streak|trial) /;
/** Everyone relieved or better off when the user is gone ("الكل هيرتاح لو أنا مش موجود", "everyone would be happier if I wasn't here"). */
const RELIEVED_IF_GONE = / (هيرتاح|هيرتاحوا|هترتاح|يرتاحوا|هيرتاحو|هيبقوا احسن|هيبقى احسن|هتبقى احسن|احسن|ارتاحوا) (\S+ ){0,3}(لو|لما|اذا) (انا )?(مش موجود|مش موجوده|مت|موت|اختفيت|رحت|مشيت من الدنيا) | (better|happier|relieved|easier|lighter) (\S+ ){0,3}(if|when) i (was|were|am) (gone|dead|not here|not around|no longer here)| (better|happier|relieved|easier|lighter) (\S+ ){0,3}(if|when) i (wasnt|werent|am not) (here|around|alive) /;
/** No reason left to stay alive ("مش شايف أي سبب إني أفضل عايش", "I can't find a single reason to stay alive"). */
const NO_REASON_TO_LIVE = / (سبب|داعي|reason|point) (\S+ ){0,3}(افضل عايش|اكمل عايش|اعيش|عايش|فضلت عايش|to stay alive|to be alive|to keep living|to live|staying alive|being alive|(a|7a)?fdal 3ayesh|a3eesh) /;
/** A goodbye to everyone with being done or thanks for trying, not a farewell to colleagues. */
const GOODBYE_ALL = / (im|i am|i m) done (\S+ ){0,3}(goodbye|bye|farewell) | (goodbye|farewell|bye) (everyone|world|all|every one) (\S+ ){0,4}(thanks|thank you|thank u) for (trying|everything|putting up with me) | (سلام|مع السلامه) (للكل|يا جماعه|يا دنيا) (\S+ ){0,3}(شكرا|متشكر|سامحوني) /;
const FAREWELL_AT_WORK = / (write|writing|draft|email|post|message to|note to|card|colleagues|coworkers|team|office|company|manager|boss|last day|اكتب|زمايلي|الفريق|الشركه) /;

function selfHarm(r: Reading): boolean {
  if (figurative(r)) return false;
  const wishToDie = near(r, "wish", "die", 0, 5) && test(r, DIE_STRONG) && (any(r, "me") || any(r, "wish"));
  return (
    wishToDie ||
    test(r, NOT_LIVING) ||
    test(r, BURDEN_SELF) ||
    test(r, MEANS_PREPARED) ||
    test(r, AFTER_ME) ||
    test(r, SELF_INJURY) ||
    test(r, LAST_WORDS) ||
    test(r, DEATH_AS_RELIEF) ||
    test(r, MEANS_WATCHED) ||
    test(r, PLAN_TO_DO_IT) ||
    (test(r, NOBODY_MISSES) && !any(r, "work")) ||
    test(r, DO_TO_MYSELF) ||
    test(r, NOT_HERE_SOON) ||
    test(r, MEANS_PICTURED) ||
    (test(r, END_IT) && !test(r, ENDABLE)) ||
    test(r, RELIEVED_IF_GONE) ||
    test(r, NO_REASON_TO_LIVE) ||
    (test(r, GOODBYE_ALL) && !test(r, FAREWELL_AT_WORK))
  );
}

// ---------------------------------------------------------------------------------------------
// Medical emergency
// ---------------------------------------------------------------------------------------------

/** Told as background or as a question about a job, not as something happening. */
const NOT_HAPPENING = / (sales|revenue|money|cash|budget|clients|customers|market|startup|quarter|company dry|the company|last year|last month|years ago|months ago|a year ago|history of|used to|what would you do|how would you|interview question|scenario|case study|training|course|job|role|career|السنه اللي فاتت|من سنه|كان عنده|زمان) /;

/** A gas leak with people feeling it ("gas leak and we're all dizzy", "تسريب غاز وكلنا دايخين"). */
const GAS = / (gas leak|gas leaking|smell gas|تسريب غاز|ريحه غاز|ghaz byesreb|gaz byesreb|tasreeb ghaz) /;

/** Signs that are an emergency on their own, with a person: unconscious, eyes rolled back, blood vomited, legs gone after a fall, something taken and now ill. */
const ACUTE_ALONE = / (مغمي عليه|مغمي عليها|مغمي عليا|oghma 3aleh|oghma 3aleha|unconscious|eyes (are )?rolled back|slumped over) | (vomiting|throwing up|coughing up|بترجع|بيرجع|برجع|bet-?raga3|beyraga3|betraga3) (\S+ )?(blood|دم|dam) | (cant|cannot|مش) (feel|move|حاسس|حاسه|قادر احرك) (\S+ ){0,2}(legs|leg|arms|body|رجلي|رجليا|جسمي) | (took|taken|drank|swallowed|شرب|شربت|خد|اخد|خدت|akhad|shereb) (something|some|حاجه|7aga) (\S+ ){0,4}(shaking|و?بيترعش|و?بترتعش|burning up|sweating|و?سخن|unconscious|not waking|vomiting|confused) /;

/** Too many of a medicine taken ("took way too many of my antidepressants"), by accident or not. */
const TOO_MANY_TAKEN = / (took|taken|take|swallowed|had|ate) (\S+ ){0,3}(too many|too much|way too many|a whole|the whole|a handful of|a bunch of|a lot of|double|triple) (\S+ ){0,2}(pills|tablets|meds|medicine|medication|antidepressants|painkillers|sleeping pills|paracetamol|panadol|insulin|ibuprofen|bottle|pack|strip) /;
/** The worst headache of one's life with another sign, or sudden: the warning of a bleed in the brain. */
const THUNDERCLAP = / (worst|most painful) headache (of my life|ive ever|i ve ever|ever) | sudden (\S+ ){0,2}(severe |terrible |worst |exploding )?headache /;

function medicalEmergency(r: Reading): boolean {
  if (test(r, TOO_MANY_TAKEN) && (any(r, "me") || any(r, "other"))) return true;
  if (test(r, THUNDERCLAP) && (any(r, "sign") || any(r, "symptom") || / sudden /.test(` ${r.folded} `))) return true;
  if (test(r, ACUTE_ALONE) && (any(r, "other") || any(r, "me")) && !test(r, NOT_HAPPENING)) return true;
  if (test(r, GAS) && any(r, "sign") && !test(r, NOT_HAPPENING)) return true;
  const symptoms = count(r, "symptom");
  if (symptoms === 0 || symptoms + count(r, "sign") < 2) return false;
  if (!any(r, "other") && !any(r, "me")) return false;
  return !test(r, NOT_HAPPENING);
}

// ---------------------------------------------------------------------------------------------
// Cheating
// ---------------------------------------------------------------------------------------------

/** Asking how to prepare, practise, or how cheating is detected or refused. */
const PREPARING = / (prepare|preparing|practice|practise|study|studying|tips|prep|sample|mock|detect|detects|report|say no|refuse|allowed|permitted|open book|مسموح|how do companies|how do proctored|اذاكر|استعد|اتمرن|بيكشفوا|يكشفوا|azaker|asta3ed) /;
/** The user's own assessment done by someone else. */
const IN_MY_PLACE = / (for me|instead of me|in my place|on my behalf|pretending to be me|as me|my login|my account|my passport|بدالي|مكاني|بدلا مني|بالنيابه عني|badaly|badali|makany|makani) /;

/** Help out of the proctor's sight: behind or off the camera, remote control, answers read where the camera cannot see. */
const OUT_OF_SIGHT = / smart ?watch (\S+ ){0,3}(trick|hide|hidden|sneak|read notes|answers) | (second|another|extra|hidden) (camera|phone|screen) (\S+ ){0,5}(friend|someone|brother|sister) (\S+ ){0,3}(sees|see|answers|texts|text|tells) | (behind|wara|ورا) (the |el )?(camera|كاميرا|الكاميرا) | off camera | lip ?sync | (get past|bypass|get around|beat|trick|fool) (the )?(lockdown browser|proctoring|proctor|proctored) | (remote into|remotely|من بعيد|men b3eed|anydesk|teamviewer) | (without|من غير ما|msh|mesh) (\S+ ){0,3}(camera|الكاميرا|webcam|proctor|المراقب|el camera) (\S+ ){0,2}(seeing|catching|noticing|sees|تشوف|تشوفني|shayfany|shayfa|ya5od|yakhod) /;
/** Someone doing an assessment of mine, in Arabic ("لحد يحضر الامتحان الاونلاين بتاعي"). */
const SOMEONE_DOES_MINE = / (حد|لحد|شخص|صاحبي|اخويا|7ad|le7ad|sa7bi) (\S+ ){0,2}(يحضر|يحل|يدخل|يعمل|يمتحن|يختبر|هيحضر|هيحل|هيدخل|ye7dar|ye7el|ye7ell|yedkhol|ye3mel) (\S+ ){0,3}(بتاعي|بتاعتي|بدالي|مكاني|عني|bta3y|bta3i|badaly|makany) /;

/** Someone or something answering for the user while the assessment runs ("I'll send you the question and you solve it now"). */
const SOLVES_LIVE = / (تجاوبني|تجاوبلي|تحللي|تحلها|تحله|te7elo|te7ello|te7elaha|te7elly|whisper|whispers|yemly|يملي) (\S+ ){0,5}(while|during|live|وانا|w ana|delwa2ty|دلوقتي|now|حالا) | (while|during|وانا|w ana) (\S+ ){0,4}(تجاوبني|تجاوبلي|تحللي|te7elo|whisper|whispers|feeds?|yemly|يملي) | (ab3atlak|هبعتلك|ابعتلك|i ll send you|ill send you) (\S+ ){0,3}(so2al|السؤال|الاسئله|as2ela|question|questions) (\S+ ){0,2}(w |و)?(te7elo|تحله|تحلها|solve|answer) | (a2ol|اقول) (ana elly|انا اللي) (3amlto|3amalto|عملته|حليته) | (whispers|whisper|feeds) (me )?(the )?answers /;

/** The real questions of a coming assessment obtained before it ("the actual questions from someone who took it"). */
const AHEAD_OF_TIME = / (actual|real|exact) (\S+ ){0,2}(questions|answers) (\S+ ){0,5}(beforehand|ahead of time|in advance|before i take|before the exam|before the test|from someone who|from someone inside|someone inside) /;

function cheating(r: Reading): boolean {
  if (!any(r, "assess") && !any(r, "answers")) return false;
  if (test(r, PREPARING)) return false;
  if (test(r, OUT_OF_SIGHT) && (any(r, "doer") || any(r, "answers") || any(r, "assess"))) return true;
  if (near(r, "leak", "answers", 3, 3) || test(r, AHEAD_OF_TIME)) return true;
  if (test(r, SOLVES_LIVE)) return true;
  if (!any(r, "assess")) return false;
  if (test(r, SOMEONE_DOES_MINE)) return true;
  if (test(r, IN_MY_PLACE) && (any(r, "doer") || any(r, "other"))) return true;
  if (near(r, "leak", "answers", 3, 3) || near(r, "leak", "assess", 4, 4)) return true;
  return near(r, "hide", "assess", 8, 8);
}

// ---------------------------------------------------------------------------------------------
// Fraud
// ---------------------------------------------------------------------------------------------

/** Made to pass as real, or untrue. */
const UNTRUE_DOCUMENT = / (sign (it |them )?(with|as|in) (my )?(old |former |previous )?(manager|managers|boss|bosses|supervisor|hr|professor|doctor)( name)?|(باسم|بامضاء|امضاء) (مديري|المدير|الدكتور)|fake|forge|forged|(double|triple|twice) what i|(ضعف|do3f) (مرتبي|mortaby)|زور|زورلي|ازور|تزوير|zawar|tazweer|so i can show (my |the )?(bank|embassy)|اوريه للبنك|اوريه للسفاره|awareeh lel bank|to say (honours|honors|distinction|first class|excellent|امتياز)|fabricated|falsified|counterfeit|look real|looks real|look legit|looks legit|look official|looks official|looks genuine|convincing|believable|realistic|made up|never worked|didnt work|never interned|never took|never finished|didnt finish|without (him|her|them|hr|my manager|my boss) knowing|wont know|doesnt know|so (hr|they|the bank|the embassy|work|my boss|my employer|the company) (thinks|think|believe|believes|pays|pay|accepts)|(im|i am) not (vaccinated|certified|graduated|qualified)|never taught me|shaklaha 7a2e2y|shaklo 7a2e2y|مدرسنيش|مدرسليش|عشان الشغل يدفعلي|3ashan el sho3 l yedfa3ly|3ashan el sho3l yedfa3ly|مزور|مزوره|مضروب|مضروبه|وهمي|وهميه|مش حقيقي|مش حقيقيه|شكله حقيقي|شكلها حقيقي|مشتغلتش|ما اشتغلتش|مخلصتش|من غير ما يعرف|محدش يتاكد|mezawar|mezawara|fake|ma5lastesh|makhlastesh|mashta8altesh|men 8eer ma ye3raf|men gheir ma ye3raf) /;
/** A figure made higher than it is. */
const HIGHER_FIGURE = / (showing|shows|says|saying|with|so|ب|b) (\S+ ){0,3}(higher|bigger|larger|اكبر|اعلي|akbar|a3la) | (double|triple|twice) (what|my) | (ضعف|do3f) (مرتبي|المرتب|مرتب|mortaby|el mortab) | (higher|bigger|larger|inflated) (salary|balance|income|grade|grades|gpa|number|figure|score|band) | (بمرتب|مرتب|رصيد|الرصيد) (اعلي|اكبر) | \d+ ?(k|alf|الف) | (showing|shows|says|with|band|ب|b) \d+ /;

/** Telling an employer, bank or embassy about a credential or job the user says they lack. */
const CLAIM = / (say|says|tell|claim|convince|put|اقول|هقول|اقنع|احط|a2ol|a2oul|ha2ol|a2na3) /;
const CREDENTIAL = / (graduated|degree|masters|master|phd|bachelors|diploma|worked|work at|senior|lead|manager|شغال|خريج|ماجستير|دكتوراه|شهاده|سينيور|مدير|masters|shaghal|khereeg) /;
const LACKING = / (dropped out|never|didnt|dont have|do not have|while im|and im not|when i was (an |a )?(intern|junior|student|trainee)|وانا كنت (متدرب|متدربه|طالب|جونيور)|(though|but|when|while) i (dont|do not|didnt|did not|havent|am not|im not|never)|وانا (مخلصتش|معييش|مش|قاعد|لسه)|w ana (ma5lastesh|makhlastesh|m3ayesh|msh|mesh)|m3ayesh|معييش) /;

/** Posing as the user's past employer ("he'll answer the phone as my old manager", "3ala eno el modeer"). */
const POSING = / (على انه|علي انه|على انها|3ala eno|3ala enno|3ala enaha|pretend to be|pretending to be|pose as|posing as|act as|acting as) (my |el )?(\S+ )?(مديري|المدير|مديره|modeer|manager|boss|hr|employer|supervisor) /;
/** Someone close to the user answering an employer's check in the employer's name ("my friend will confirm it as HR"). */
const ANSWERS_AS_EMPLOYER = / (confirm|confirms|verify|verifies|vouch|vouches|answer|answers|pick up|picks up|call back|calls back) (\S+ ){0,4}as (my |the |their |our )?(old |former |previous )?(hr|manager|boss|employer|supervisor|company) /;
const CLOSE_PERSON = / (friend|friends|cousin|brother|sister|relative|roommate|wife|husband|mate|buddy|neighbour|neighbor|someone|somebody|صاحبي|اخويا|اختي|قريبي|ابن عمي|حد) /;
/** Practising with someone playing a part ("pretend to be my manager so I can practise asking for a raise"). */
const ROLE_PLAY = / (role ?play|roleplay|mock|practice|practise|rehearse|simulate|negotiation|تمثيل|اتمرن|تدريب) /;
/** Changing a date, name or photo on an identity or official paper, not fixing a mistake. */
const ALTER_FIELD = / (change|edit|alter|modify|عدل|عدلي|اعدل|تعدلي|تعدل|غير|غيرلي|اغير|3adel|ta3del[iy]?|te3del[iy]?|t3adel(ly)?|(gh|g|8)ayar) (\S+ ){0,3}(date|dates|name|photo|تاريخ|التاريخ|تواريخ|التواريخ|الاسم|الصوره|tarikh|tareekh|tawareekh|tawarikh|esm) /;
const FIXING = / (wrong|typo|mistake|correct|fix|update|marriage|married|divorce|legally|officially|رسميا|الجواز|الطلاق|on linkedin|on my linkedin|asked me|asks me|told me|to match|required|غلط|اصلح|اصحح|لينكدان|طلبت مني|طلبوا مني|عشان يطابق|8alat|ghalat|asala7) /;
/** A fake or made-up thing to pass to an employer ("a fake company phone number to put as my previous employer"). */
const FAKE_FOR_EMPLOYER = / (fake|made up|invented|وهمي|وهميه|مزور|مضروب) (\S+ ){0,4}(cv|resume|employer|company|reference|manager|سي في|شركه|مرجع|مديري) /;
/** Someone else calling the user's papers fake ("my cv looks fake", "accused of a fake degree"). */
const CALLED_FAKE = / (looks|look|seems|seem|sounds|sound|called|calling|accused|thinks|think|thought|بيقولوا|شكله) (\S+ )?(fake|مزور|مضروب|fabricated) /;
const BACKDATED = / (backdate|backdated|بتاريخ قديم|b tarikh 2adeem|b tari5 2adim) /;

/** Lying to, or making believe, a bank, an embassy or an employer ("lie to the visa officer", "3ashan el bank yeseda2 eny shaghal"). */
const DECEIVE_AUTHORITY = / (lie|lying|اكدب|اكذب|akdeb|akdab) (to|on|على|علي|3ala|3la) (the |el )?(\S+ )?(bank|embassy|visa|officer|hr|employer|السفاره|البنك|الفيزا|الشركه|safara|sherka) | (عشان|so|3ashan|so that) (the |el )?(السفاره|البنك|bank|embassy|safara|visa officer|hr|الشركه|sherka|el sherka) (\S+ )?(تصدق|يصدق|تصدقني|believes|believe|thinks|think|yeseda2|tesada2|teseda2) (\S+ )?(اني|انني|i|eny|enny|en ana) (شغال|بشتغل|موظف|work|worked|am employed|earn|shaghal|bashtaghal|mowazaf) | (معدل|متعدل|edited|doctored|altered) (\S+ ){0,3}(عشان|for|لل|3ashan) (the |el )?(السفاره|البنك|embassy|bank|visa|الفيزا|safara) /;

function fraud(r: Reading): boolean {
  if (test(r, DECEIVE_AUTHORITY)) return true;
  if (test(r, POSING) && (any(r, "doer") || any(r, "other")) && !test(r, ROLE_PLAY)) return true;
  if (test(r, ANSWERS_AS_EMPLOYER) && test(r, CLOSE_PERSON) && !test(r, ROLE_PLAY)) return true;
  if (any(r, "doc") && test(r, ALTER_FIELD) && !test(r, FIXING)) return true;
  if (test(r, FAKE_FOR_EMPLOYER) && !test(r, CALLED_FAKE) && (any(r, "make") || / (need|want|عايز|محتاج|3ayez|put|احط|a7ot) /.test(` ${r.folded} `))) return true;
  if (any(r, "make") && any(r, "doc") && test(r, BACKDATED)) return true;
  const request = any(r, "make") || / (need|want|عايز|عاوز|محتاج|3ayez|3awez|me7tag) /.test(` ${r.folded} `);
  if (request && any(r, "doc")) {
    const victim = / (is this|is it|is that|spot|detect|verify|scam|scammed|report (it|him|her|them|this)|اتنصب|نصب) /.test(` ${r.folded} `);
    if (!victim && (test(r, UNTRUE_DOCUMENT) || (HIGHER_FIGURE.test(` ${r.folded} `) && near(r, "make", "doc", 2, 6)))) return true;
  }
  return claimsLacking(` ${r.folded} `);
}

/** A claim, then the credential, then the user saying they lack it, in that order ("I'll say I have a masters but I don't"). */
function claimsLacking(text: string): boolean {
  if (/ (honestly|explain|fix|correct|should i mention|is it ok|بصراحه|اشرح) /.test(text)) return false;
  const claim = text.search(CLAIM);
  if (claim < 0) return false;
  const credential = text.slice(claim + 1).search(CREDENTIAL);
  if (credential < 0) return false;
  return text.slice(claim + 1 + credential + 1).search(LACKING) >= 0;
}

/** Turning the dishonest act down ("I would never fake a certificate", "مش عايز اغش"): no cheating or fraud to read. */
const DECLINES = / (never|not|dont|wont|wouldnt|would never|dont want to|do not want to|refuse to|مش عايز|مش عاوز|مش هـ|مش ه|ماينفعش|msh 3ayez|mesh 3ayez|msh 3ayza|mesh 3ayza) (\S+ ){0,2}(fake|forge|lie|cheat|falsify|اغش|ازور|اكدب|اكذب|a8esh|aghesh|azawar|akdeb|akdab) /;

/** Whether the message turns a dishonest act down rather than asks for it. */
export function declines(r: Reading): boolean {
  return test(r, DECLINES);
}

/** The structural rule of each category, in the order ./detect.ts asks them. */
export const STRUCTURAL_RULES: Record<SafetyCategory, (r: Reading) => boolean> = {
  self_harm: selfHarm,
  medical_emergency: medicalEmergency,
  fraud,
  cheating,
};
