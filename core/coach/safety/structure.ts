/**
 * Structural rules: what a message needing a safety reply is made of, written over the concepts of
 * ./concepts.ts instead of over phrases, so a phrasing nobody wrote down is still caught when it has the
 * shape. They run after the phrase rules of ./detect.ts and before the learned backstop.
 *
 *  - self_harm: the speaker wishing, planning or preparing to die or stop existing ("every night I pray
 *    I won't wake up", "nefsy anam w mas7ash"), feeling a burden to the people around them, or holding
 *    a means with a plan ("I've been saving my pills"), unless the "dying" or "disappearing" is from a
 *    place or a job ("I want to disappear from LinkedIn for a while").
 *  - medical_emergency: a person and two signs at once, one of them acute ("can't breathe" and "lips are
 *    blue"; "collapsed" and "not responding"), not told as past background nor as an interview question.
 *  - cheating: an assessment with someone else doing it in the user's place, its leaked questions or
 *    answers, or a hidden aid during it, unless the message is about preparing or detecting.
 *  - fraud: making or editing an official document together with a sign that it is untrue (made to look
 *    real, showing a higher figure, from an employer the user never worked for), or telling an employer,
 *    bank or embassy about a credential the user says they do not have.
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
/** Career, not life ("حياتي المهنية", "my career life"). */
const CAREER_LIFE = / (حياتي|الحياه) (المهنيه|العمليه|الوظيفيه) | (career|work|professional) life | (rather|sooner) (die|be dead) than /;

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
    for (let j = i + 1; j <= Math.min(r.tokens.length - 1, i + 2); j++) {
      if (!has(r, j, "place")) continue;
      const object = r.tokens.slice(j + 1, j + 4).join(" ");
      if (THE_WORLD.test(` ${object} `) || !object) break;
      if (where || [j + 1, j + 2, j + 3].some((k) => has(r, k, "work")) || /\d/.test(object)) {
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
const DIE_STRONG = / (die|dead|suicide|suicidal|kill myself|killing myself|end my life|end it all|end things|end it|not wake up|never wake up|wont wake up|dont wake up|stop existing|not exist|dont exist|disappear forever|disappear for good|be gone|اموت|انتحر|انتحار|اقتل نفسي|انهي حياتي|اخلص من حياتي|اخلص من نفسي|مصحاش|ماصحاش|مااصحاش|اختفي من الدنيا|amot|amoot|mas7ash|mash7ash|a2tel nafsy|a2tel nafsi|ent7ar|enta7ar) /;
/** Living or being here, negated ("I don't want to be here anymore", "mesh 3ayza a3eesh"). */
const NOT_LIVING = / (dont|do not|not|no longer|never) (want|wanna|going) (to )?(be here|live|be alive|exist|keep living|wake up|go on) | (مش|مبقتش|معدتش) (عايز|عاوز|عايزه|عاوزه|قادر|قادره) (اعيش|اكمل عايش|اكمل في الحياه|افضل عايش) | (msh|mesh|mosh) (3ayez|3ayz|3ayza|3awez|3awza|2ader|2adra) (a3eesh|a3ish|akammel 3ayesh|akamel 3ayesh) /;
/** A burden to everyone / the world lighter without me. */
const BURDEN_SELF = / (im|i am|ana|انا|اني|eny|enny) (just )?(a )?(burden|عبء|عبئ|عاله|3eb|3ebb|3eb2) (?!(on|to|for|علي|لل|3ala) (my |the |our |el )?(team|manager|boss|company|project|colleagues|الفريق|فريقي|الشركه|مديري|el team|el sherka))| (better off|lighter|happier|easier|احسن|a7san) (\S+ ){0,3}(without me|من غيري|بدوني|men 8eeri|men gheri|men 8eri) | (without me|من غيري|بدوني|men 8eeri|men 8eri) (\S+ ){0,3}(better|lighter|احسن|a7san|happier) /;
/** Preparing a means: counting, saving or researching pills, heights, ropes, blades. */
const MEANS_PREPARED = / (counted|counting|saving|saved|stockpiling|collecting|hoarding|researching|looked up|looking up|bought|have|got) (\S+ ){0,4}(pills|tablets|meds|rope|blade|razor|how high|how many|enough) | (how high|how many) (\S+ ){0,5}(bridge|roof|building|balcony|pills|tablets|meds|enough) | (بجمع|جمعت|شايل|مخبي|عديت) (\S+ ){0,2}(الحبوب|حبوب|البرشام|برشام) /;
/** Putting affairs in order for after: goodbyes and letters to family, giving things away because they will not be needed. */
const AFTER_ME = / (wrote|writing|written|left) (\S+ ){0,3}(letters|letter|note|notes|will) (\S+ ){0,3}(family|parents|mom|dad|mother|father|kids|wife|husband|sister|brother|everyone) | (giving|gave|given) (\S+ ){0,3}(things|stuff|belongings|cat|dog|everything) away (\S+ ){0,6}(wont|will not|not) (need|be able|be around|be here) | (كتبت|بكتب) (\S+ ){0,2}(وصيتي|رساله وداع|جواب وداع) | (said|saying) goodbye (\S+ ){0,3}(to )?(my|everyone|family) (?!(team|colleagues|coworkers|manager|boss))/;
/** Self-injury told as ongoing ("been cutting again", "جرحت نفسي تاني"). */
const SELF_INJURY = / (cutting|cut|burning|hurting|hurt) (myself )?(again|deeper|more) | (جرحت|بجرح|اجرح|بأذي|اذيت) نفسي | (garaht|gara7t|bagra7) nafs[iy] /;

function selfHarm(r: Reading): boolean {
  if (figurative(r)) return false;
  const wishToDie = near(r, "wish", "die", 0, 5) && test(r, DIE_STRONG) && (any(r, "me") || any(r, "wish"));
  return wishToDie || test(r, NOT_LIVING) || test(r, BURDEN_SELF) || test(r, MEANS_PREPARED) || test(r, AFTER_ME) || test(r, SELF_INJURY);
}

// ---------------------------------------------------------------------------------------------
// Medical emergency
// ---------------------------------------------------------------------------------------------

/** Told as background or as a question about a job, not as something happening. */
const NOT_HAPPENING = / (last year|last month|years ago|months ago|a year ago|history of|used to|what would you do|how would you|interview question|scenario|case study|training|course|job|role|career|السنه اللي فاتت|من سنه|كان عنده|زمان) /;

function medicalEmergency(r: Reading): boolean {
  const symptoms = count(r, "symptom");
  if (symptoms === 0 || symptoms + count(r, "sign") < 2) return false;
  if (!any(r, "other") && !any(r, "me")) return false;
  return !test(r, NOT_HAPPENING);
}

// ---------------------------------------------------------------------------------------------
// Cheating
// ---------------------------------------------------------------------------------------------

/** Asking how to prepare, practise, or how cheating is detected or refused. */
const PREPARING = / (prepare|preparing|practice|practise|study|studying|tips|prep|sample|mock|detect|detects|report|say no|refuse|how do companies|how do proctored|اذاكر|استعد|اتمرن|بيكشفوا|يكشفوا|azaker|asta3ed) /;
/** The user's own assessment done by someone else. */
const IN_MY_PLACE = / (for me|instead of me|in my place|on my behalf|pretending to be me|as me|my login|my account|my passport|بدالي|مكاني|بدلا مني|بالنيابه عني|badaly|badali|makany|makani) /;

function cheating(r: Reading): boolean {
  if (!any(r, "assess") || test(r, PREPARING)) return false;
  if (test(r, IN_MY_PLACE) && (any(r, "doer") || any(r, "other"))) return true;
  if (near(r, "leak", "answers", 3, 3) || near(r, "leak", "assess", 4, 4)) return true;
  return near(r, "hide", "assess", 8, 8);
}

// ---------------------------------------------------------------------------------------------
// Fraud
// ---------------------------------------------------------------------------------------------

/** Made to pass as real, or untrue. */
const UNTRUE_DOCUMENT = / (fake|forged|fabricated|falsified|counterfeit|look real|looks real|look legit|looks legit|look official|looks official|looks genuine|convincing|believable|realistic|made up|never worked|didnt work|never interned|never took|never finished|didnt finish|without (him|her|them|hr|my manager|my boss) knowing|wont know|doesnt know|so (hr|they|the bank|the embassy) (thinks|think|believe|believes)|مزور|مزوره|مضروب|مضروبه|وهمي|وهميه|مش حقيقي|مش حقيقيه|شكله حقيقي|شكلها حقيقي|مشتغلتش|ما اشتغلتش|مخلصتش|من غير ما يعرف|محدش يتاكد|mezawar|mezawara|fake|ma5lastesh|makhlastesh|mashta8altesh|men 8eer ma ye3raf|men gheir ma ye3raf) /;
/** A figure made higher than it is. */
const HIGHER_FIGURE = / (showing|shows|says|saying|with|so|ب|b) (\S+ ){0,3}(higher|bigger|larger|اكبر|اعلي|akbar|a3la) | (higher|bigger|larger|inflated) (salary|balance|income|grade|grades|gpa|number|figure|score|band) | (بمرتب|مرتب|رصيد|الرصيد) (اعلي|اكبر) | \d+ ?(k|alf|الف) | (showing|shows|says|with|band|ب|b) \d+ /;

/** Telling an employer, bank or embassy about a credential or job the user says they lack. */
const CLAIM = / (say|tell|claim|convince|put|اقول|اقنع|احط|a2ol|a2oul|a2na3) /;
const CREDENTIAL = / (graduated|degree|masters|master|phd|bachelors|diploma|worked|work at|شغال|خريج|ماجستير|دكتوراه|شهاده|masters|shaghal|khereeg) /;
const LACKING = / (dropped out|never|didnt|dont have|do not have|while im|and im not|(though|but|when|while) i (dont|do not|didnt|did not|havent|am not|im not|never)|وانا (مخلصتش|معييش|مش|قاعد|لسه)|w ana (ma5lastesh|makhlastesh|m3ayesh|msh|mesh)|m3ayesh|معييش) /;

function fraud(r: Reading): boolean {
  if (any(r, "make") && any(r, "doc")) {
    const victim = / (is this|is it|is that|spot|detect|verify|scam|scammed|report|اتنصب|نصب) /.test(` ${r.folded} `);
    if (!victim && (test(r, UNTRUE_DOCUMENT) || (HIGHER_FIGURE.test(` ${r.folded} `) && near(r, "make", "doc", 2, 6)))) return true;
  }
  return test(r, CLAIM) && test(r, CREDENTIAL) && test(r, LACKING) && !/ (honestly|explain|fix|correct|بصراحه|اشرح) /.test(` ${r.folded} `);
}

/** The structural rule of each category, in the order ./detect.ts asks them. */
export const STRUCTURAL_RULES: Record<SafetyCategory, (r: Reading) => boolean> = {
  self_harm: selfHarm,
  medical_emergency: medicalEmergency,
  fraud,
  cheating,
};
