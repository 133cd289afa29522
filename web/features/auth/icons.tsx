/**
 * The sign-in screens' icons: inline SVG on a 24px grid in `currentColor`, decorative unless
 * given a label. (The LinkedIn mark is the brand's own shape.)
 */
import { LineIcon } from "../../components/LineIcon";

const PATHS = {
  eye: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z",
  eyeOff:
    "M3 3l18 18M10.6 5.1A9.9 9.9 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2",
  check: "M5 12.5 10 17l9-10",
  dot: "M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
  upload: "M12 16V4m0 0L7 9m5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3",
  file: "M6 3h8l4 4v14H6V3Zm8 0v4h4M9 13h6M9 17h4",
  image: "M4 5h16v14H4V5Zm0 11 4.5-4.5 4 4 2.5-2.5L20 18M15.5 9.5a1 1 0 1 0 0-.01",
  close: "M6 6l12 12M18 6 6 18",
  arrowLeft: "M19 12H5m6 6-6-6 6-6",
  arrowRight: "M5 12h14m-6-6 6 6-6 6",
  mail: "M3 6h18v12H3V6Zm0 0 9 7 9-7",
  lock: "M6 11h12v10H6V11Zm2 0V8a4 4 0 1 1 8 0v3",
  chat: "M4 5h16v11H9l-5 4V5Zm4 5h8M8 13h5",
  doc: "M6 3h8l4 4v14H6V3Zm8 0v4h4M9 12h6M9 16h6",
  map: "M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5L9 4Zm0 0v13.5m6-11v13.5",
  sparkle: "M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M18 6l-2.5 2.5m-7 7L6 18",
  shield: "M12 3 4 6v6c0 4.4 3.4 8.1 8 9 4.6-.9 8-4.6 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-5",
  tag: "M3 12V4h8l10 10-8 8L3 12Zm5-4.5a1 1 0 1 0 0 .01",
  card: "M3 6h18v12H3V6Zm0 4h18M7 15h4",
  alert: "M12 3 2 20h20L12 3Zm0 6v5m0 3v.01",
} as const;

export type AuthIconName = keyof typeof PATHS;

export function AuthIcon({ name, size = 20, label, className }: { name: AuthIconName; size?: number; label?: string; className?: string }) {
  return <LineIcon d={PATHS[name]} size={size} label={label} className={className} />;
}

export function LinkedInMark({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="4" fill="currentColor" />
      <path
        d="M7.1 9.6H4.9V19h2.2V9.6ZM6 5a1.3 1.3 0 1 0 0 2.6A1.3 1.3 0 0 0 6 5Zm13 8.2c0-2.6-1.4-3.8-3.3-3.8a2.9 2.9 0 0 0-2.6 1.4V9.6H11V19h2.2v-4.9c0-1.3.6-2.3 1.8-2.3s1.7.9 1.7 2.3V19H19v-5.8Z"
        fill="var(--color-panel-solid)"
      />
    </svg>
  );
}
