import { LegalPage } from "../../features/marketing/LegalPage";

export default function PrivacySitePage() {
  return <LegalPage document="privacy" />;
}
