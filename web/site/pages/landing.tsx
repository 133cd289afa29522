import { Landing } from "../../features/landing/Landing";
import { validateLandingSearch } from "../../features/landing/search";
import { useSiteLocation } from "../../lib/nav";

export default function LandingSitePage() {
  const { search } = useSiteLocation();
  const { section } = validateLandingSearch(Object.fromEntries(new URLSearchParams(search)));
  return <Landing section={section} />;
}
