import type portal from "../../../../core/i18n/messages/portal.en";
import { Bot, BriefcaseBusiness, CreditCard, FileText, GraduationCap, Headset, House, IdCard, MailSearch, Network, Newspaper, Route, type LucideIcon } from "lucide-react";

export interface PortalNavItem {
  /** The item's name in the `portal` catalogue. */
  label: keyof typeof portal & `nav.${string}`;
  to: string;
  icon: LucideIcon;
}

/**
 * The portal's side navigation, in the spec's order (its 12 selection flags: index 0 is the
 * home page, 4 the email tracker, 5 networking, 6 jobs, 7 courses, 10 contact).
 */
export const PORTAL_NAV: readonly PortalNavItem[] = [
  { label: "nav.home", to: "/portal/home", icon: House },
  { label: "nav.assistant", to: "/portal/assistant-chat", icon: Bot },
  { label: "nav.careerInfo", to: "/portal/career-info", icon: IdCard },
  { label: "nav.resumeLibrary", to: "/portal/resume-library", icon: FileText },
  { label: "nav.emailTracker", to: "/portal/ai-email-tracker", icon: MailSearch },
  { label: "nav.networking", to: "/portal/career-networking", icon: Network },
  { label: "nav.jobs", to: "/portal/jobs-board-search", icon: BriefcaseBusiness },
  { label: "nav.courses", to: "/portal/courses-search-tool", icon: GraduationCap },
  { label: "nav.roadmap", to: "/portal/roadmap-visualizer", icon: Route },
  { label: "nav.blog", to: "/blog", icon: Newspaper },
  { label: "nav.subscription", to: "/portal/subscription-manager", icon: CreditCard },
  { label: "nav.contact", to: "/portal/contact-us", icon: Headset },
];

/**
 * The item to highlight for a path: the one whose route is the path or a parent of it
 * (`/portal/assistant-chat/…` keeps Assistant lit). Pages outside the list — notifications,
 * change password — highlight nothing, as the spec resets every flag there.
 */
export function activeNavItem(pathname: string): PortalNavItem | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  return PORTAL_NAV.find((item) => path === item.to || path.startsWith(`${item.to}/`)) ?? null;
}
