import { useIsAuthed } from "../../../state/auth";
import { AuthLayout, type AuthLayoutProps, type ValuePoint } from "../AuthLayout";
import { SignupWizard, type SignupWizardProps } from "./SignupWizard";

const BEFORE: AuthLayoutProps["aside"] = {
  title: "Five minutes to a coach who knows your career",
  points: [
    { icon: "sparkle", title: "Your profile, filled in for you", text: "Upload your resume and Amal reads it: your bio and skills are ready when you arrive." },
    { icon: "chat", title: "Coaching from day one", text: "Start a session with your AI career coach as soon as your account is ready." },
    { icon: "shield", title: "Your data stays yours", text: "Your resume and details are private to your account. We never sell your data." },
  ] satisfies ValuePoint[],
  footnote: "Step 3 asks for your resume (PDF) and a profile picture — have them at hand.",
};

const AFTER: AuthLayoutProps["aside"] = {
  title: "You're in. Here's what is waiting for you",
  points: [
    { icon: "sparkle", title: "Your profile from your resume", text: "Your bio and skills are on your portal home — review them any time in Career Info." },
    { icon: "chat", title: "Your first coaching session", text: "Ask Amal where to go next, what to learn, or how to prepare for an interview." },
    { icon: "doc", title: "Resumes for each job", text: "Paste a job link and get a tailored resume and cover letter to edit online." },
  ] satisfies ValuePoint[],
};

/** /signup: the wizard in the sign-in frame, with what signing up gets you (then what is next) beside it. */
export function SignupPage(props: SignupWizardProps) {
  const authed = useIsAuthed();
  return (
    <AuthLayout wide aside={authed ? AFTER : BEFORE}>
      <SignupWizard {...props} />
    </AuthLayout>
  );
}
