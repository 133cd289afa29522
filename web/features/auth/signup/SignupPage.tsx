import { useT } from "../../../i18n/I18n";
import { useIsAuthed } from "../../../state/auth";
import { AuthLayout, type AuthLayoutProps } from "../AuthLayout";
import { SignupWizard, type SignupWizardProps } from "./SignupWizard";

/** /signup: the wizard in the sign-in frame, with what signing up gets you (then what is next) beside it. */
export function SignupPage(props: SignupWizardProps) {
  const t = useT("signup");
  const authed = useIsAuthed();
  const aside: AuthLayoutProps["aside"] = authed
    ? {
        title: t("aside.after.title"),
        points: [
          { icon: "sparkle", title: t("aside.after.profile.title"), text: t("aside.after.profile.text") },
          { icon: "chat", title: t("aside.after.session.title"), text: t("aside.after.session.text") },
          { icon: "doc", title: t("aside.after.docs.title"), text: t("aside.after.docs.text") },
        ],
      }
    : {
        title: t("aside.before.title"),
        points: [
          { icon: "sparkle", title: t("aside.before.profile.title"), text: t("aside.before.profile.text") },
          { icon: "chat", title: t("aside.before.coaching.title"), text: t("aside.before.coaching.text") },
          { icon: "shield", title: t("aside.before.data.title"), text: t("aside.before.data.text") },
        ],
        footnote: t("aside.before.footnote"),
      };
  return (
    <AuthLayout wide aside={aside}>
      <SignupWizard {...props} />
    </AuthLayout>
  );
}
