import { useLocale, useT } from "../../i18n/I18n";

/**
 * The session page's loading screen (spec: "spelling Loading"): the letters rise one after
 * another. Arabic letters join, so a right-to-left word rises word by word instead, keeping its
 * letters connected. Shown only while the session is actually loading — no minimum time.
 */
export function LoadingScreen() {
  const t = useT("coach");
  const { dir } = useLocale();
  const word = t("loading.word");
  const parts = dir === "rtl" ? word.split(/(\s+)/).filter((p) => p.trim() !== "") : word.split("");
  return (
    <div className="coach-loading" role="status" aria-label={t("loading.label")}>
      <span className={dir === "rtl" ? "coach-loading__word coach-loading__word--words" : "coach-loading__word"} aria-hidden="true">
        {parts.map((part, i) => (
          <span key={i} style={{ animationDelay: `${i * (dir === "rtl" ? 240 : 90)}ms` }}>
            {part}
          </span>
        ))}
      </span>
    </div>
  );
}
