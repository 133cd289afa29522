import { useT } from "../../i18n/I18n";
import { AppLink } from "../../lib/nav";

/** The Amal word mark; links home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const t = useT("site");
  return (
    <AppLink to="/" className={inverted ? "logo logo--inverted" : "logo"} aria-label={t("logo.label")}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="var(--accent-9)" />
        <path d="M32 12 14 52h9l3.6-8.5h10.8L41 52h9L32 12Zm-2.6 24.5L32 30l2.6 6.5h-5.2Z" fill="#fff" />
      </svg>
      <span>Amal</span>
    </AppLink>
  );
}
