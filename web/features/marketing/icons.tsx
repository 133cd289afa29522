/**
 * The marketing pages' line icons: inline SVG on a 24px grid, drawn with `currentColor` so they
 * take the accent or gray token of whatever holds them. No icon font, no network.
 */
import { LineIcon } from "../../components/LineIcon";

const PATHS = {
  map: "M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5L9 4Zm0 0v13.5m6-11v13.5",
  chat: "M4 5h16v11H9l-5 4V5Zm4 5h8M8 13h5",
  mic: "M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3Zm-6 9a6 6 0 0 0 12 0M12 18v3m-3 0h6",
  doc: "M6 3h8l4 4v14H6V3Zm8 0v4h4M9 12h6M9 16h6",
  edit: "M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4",
  check: "M5 12.5 10 17l9-10",
  target: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
  mail: "M3 6h18v12H3V6Zm0 0 9 7 9-7",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6m1-9a3 3 0 1 0 0-6m2 15c0-2.4-1.1-4.5-3-5.6",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 5 5",
  book: "M4 5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2V5Zm0 15a2 2 0 0 0 2 2h14v-4",
  star: "m12 3 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 17l-5.4 2.8 1.1-6.1-4.5-4.3 6.1-.8L12 3Z",
  sparkle: "M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M18 6l-2.5 2.5m-7 7L6 18",
  briefcase: "M3 8h18v12H3V8Zm6 0V5h6v3M3 13h18",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v5l3 2",
  shield: "M12 3 4 6v6c0 4.4 3.4 8.1 8 9 4.6-.9 8-4.6 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-5",
  globe: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9S14.5 18.5 12 21c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z",
  chart: "M4 20V10m6 10V4m6 16v-7m4 7H2",
  layers: "m12 3 9 5-9 5-9-5 9-5Zm-9 9 9 5 9-5M3 16l9 5 9-5",
  bell: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Zm4 4h4",
  heart: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z",
  building: "M4 21V4h10v17M14 9h6v12M2 21h20M8 8h2m-2 4h2m-2 4h2",
  arrowRight: "M5 12h14m-6-6 6 6-6 6",
  graduation: "m12 4 10 5-10 5L2 9l10-5Zm-6 7.5V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-4.5M22 9v6",
  compass: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm3.5-12.5-2 5-5 2 2-5 5-2Z",
  filter: "M3 5h18l-7 8v6l-4 2v-8L3 5Z",
  wallet: "M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 0 12-3v3m1 6.5h2",
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative line icon; pass `label` only when the icon alone carries meaning. */
export function Icon({ name, size = 24, label, className }: { name: IconName; size?: number; label?: string; className?: string }) {
  return <LineIcon d={PATHS[name]} size={size} label={label} className={className} />;
}
