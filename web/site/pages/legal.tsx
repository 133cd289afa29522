import { LegalPage } from "../../features/marketing/LegalPage";
import { privacyPolicy, termsOfService } from "../../features/marketing/legal";

export default function LegalSitePage({ path }: { path: string }) {
  return <LegalPage doc={path.startsWith("/privacy") ? privacyPolicy : termsOfService} />;
}
