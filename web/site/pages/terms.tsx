import { LegalPage } from "../../features/marketing/LegalPage";

export default function TermsSitePage() {
  return <LegalPage document="terms" />;
}
