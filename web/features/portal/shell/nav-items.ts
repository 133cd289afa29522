import { Bot, BriefcaseBusiness, CreditCard, FileText, GraduationCap, Headset, House, IdCard, MailSearch, Network, Newspaper, Route, type LucideIcon } from "lucide-react";

export interface PortalNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/**
 * The portal's side navigation, in the spec's order (its 12 selection flags: index 0 is the
 * home page, 4 the email tracker, 5 networking, 6 jobs, 7 courses, 10 contact).
 */
export const PORTAL_NAV: readonly PortalNavItem[] = [
  { label: "Homepage", to: "/portal/home", icon: House },
  { label: "Assistant", to: "/portal/assistant-chat", icon: Bot },
  { label: "Career Info", to: "/portal/career-info", icon: IdCard },
  { label: "Resume Library", to: "/portal/resume-library", icon: FileText },
  { label: "Email Tracker", to: "/portal/ai-email-tracker", icon: MailSearch },
  { label: "Career Networking", to: "/portal/career-networking", icon: Network },
  { label: "Job Search", to: "/portal/jobs-board-search", icon: BriefcaseBusiness },
  { label: "Course Search", to: "/portal/courses-search-tool", icon: GraduationCap },
  { label: "Craft Roadmap", to: "/portal/roadmap-visualizer", icon: Route },
  { label: "Blog", to: "/blog", icon: Newspaper },
  { label: "Subscription", to: "/portal/subscription-manager", icon: CreditCard },
  { label: "Contact Us", to: "/portal/contact-us", icon: Headset },
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
