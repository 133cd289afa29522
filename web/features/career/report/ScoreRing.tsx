import { Text } from "@radix-ui/themes";
import { useT } from "../../../i18n/I18n";

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A score out of 100 as a ring with the number inside; the meter's value is read out with its label. */
export function ScoreRing({ value, label, size = "medium" }: { value: number; label: string; size?: "medium" | "large" }) {
  const t = useT("career");
  const score = Math.max(0, Math.min(100, Math.round(value)));
  const tone = score >= 75 ? "good" : score >= 50 ? "fair" : "poor";
  return (
    // biome-ignore lint/a11y/useSemanticElements: a ring drawn in SVG; a native <meter> cannot draw it.
    <div className="score-ring" data-size={size} data-tone={tone} role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={score} aria-valuetext={t("report.outOf", { score })}>
      <svg viewBox="0 0 100 100" aria-hidden="true" className="score-ring__svg">
        <circle cx="50" cy="50" r={RADIUS} className="score-ring__track" />
        <circle cx="50" cy="50" r={RADIUS} className="score-ring__fill" strokeDasharray={CIRCUMFERENCE} strokeDashoffset={CIRCUMFERENCE * (1 - score / 100)} />
      </svg>
      <span className="score-ring__value" aria-hidden="true">
        <span className="score-ring__number">{t.number(score)}</span>
        <Text as="span" size="1" color="gray">
          {label}
        </Text>
      </span>
    </div>
  );
}
