/** The voice chat, in Arabic. */
import type en from "./voice.en";
import type { Translation } from "../translate";

export default {
  "page.loading": "جارٍ تحميل الجلسة الصوتية",

  // The conversation panel
  "panel.title": "محادثة صوتية مع أمل",
  "empty.title": "ابدأ محادثة",
  "empty.text": "اضغط على الميكروفون وتحدّث لتبدأ",
  you: "أنت",
  coachName: "أمل",
  "bubble.links": "روابط",
  "bubble.interrupted": "توقّف الرد",
  "status.processing": "جارٍ المعالجة...",
  "status.speaking": "تتحدّث الآن...",

  // The side panel
  "side.label": "أدوات الصوت",
  "transcript.title": "النص المباشر",
  "transcript.final": "قلت:",
  "transcript.interim": "جارٍ التعرّف:",
  "transcript.empty": "تظهر كلماتك هنا أثناء حديثك.",
  "language.label": "اللغة",
  "language.en-US": "الإنجليزية (الولايات المتحدة)",
  "language.ar-SA": "العربية",
  "language.ar-AE": "العربية (الإمارات)",
  "connection.label": "الاتصال",
  "connection.open": "متصل",
  "connection.connecting": "جارٍ الاتصال...",
  "connection.offline": "غير متصل",
  "main.start": "ابدأ التحدث",
  "main.stop": "أوقف التسجيل",
  "main.send": "إرسال",
  "main.processing": "جارٍ المعالجة...",
  "main.switching": "جارٍ تغيير اللغة...",
  "mute.on": "كتم صوت أمل",
  "mute.off": "إلغاء كتم صوت أمل",
  "mute.muted": "صوت أمل مكتوم",
  clear: "مسح المحادثة",
  "hints.title": "طريقة الاستخدام",
  "hints.speak": "اضغط على الميكروفون وتحدّث.",
  "hints.release": "أوقف التسجيل ثم أرسله: تجيبك أمل بصوتها.",
  "hints.mute": "زر الصوت يكتم صوت أمل أو يعيده.",
  "hints.bargeIn": "اضغط على الميكروفون أثناء حديث أمل لتقاطعها.",

  // The microphone and speech recognition
  "mic.denied": "تم رفض الوصول إلى الميكروفون. اسمح لهذا الموقع باستخدام الميكروفون من إعدادات المتصفح، أو اكتب رسالتك بالأسفل.",
  "mic.absent": "لم يتم العثور على ميكروفون. وصّل ميكروفونًا وحاول مرة أخرى، أو اكتب رسالتك بالأسفل.",
  "mic.noRecognition": "هذا المتصفح لا يدعم التعرّف على الكلام. اكتب رسالتك بالأسفل، أو افتح الصفحة في متصفح يدعمه (مثل Chrome أو Edge).",
  "mic.recognitionFailed": "توقّف التعرّف على الكلام عن العمل. اكتب رسالتك بالأسفل، أو حاول مرة أخرى.",
  "mic.failed": "تعذّر تشغيل الميكروفون. اكتب رسالتك بالأسفل، أو حاول مرة أخرى.",
  "typed.label": "رسالتك",
  "typed.placeholder": "اكتب ما تريد قوله...",
  "typed.send": "إرسال الرسالة",

  // Errors and the room
  "error.notConnected": "لم يتم الاتصال بأمل بعد. انتظر لحظة وحاول مرة أخرى.",
  "load.error": "تعذّر فتح الجلسة الصوتية.",
  "load.missing": "هذه الجلسة لم تعد موجودة.",
  "load.retry": "حاول مرة أخرى",
  "load.newSession": "ابدأ جلسة جديدة",
  "audio.status.playing": "أمل تتحدّث",
} satisfies Translation<typeof en>;
