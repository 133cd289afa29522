import { useEffect, useState } from "react";
import { formatCoachClock, msUntilNextSecond } from "../../../../core/format/clock";
import { intlLocale } from "../../../../core/i18n/locales";
import { useLocale } from "../../../i18n/I18n";

/**
 * Today's date and the time (24-hour, in the interface language and digits), ticking every second on the second. Not a live
 * region: a screen reader would otherwise announce every tick.
 */
export function LiveClock({ className }: { className?: string }) {
  const { locale, digits } = useLocale();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(new Date(at));
      timer = setTimeout(tick, msUntilNextSecond(at));
    };
    timer = setTimeout(tick, msUntilNextSecond(Date.now()));
    return () => clearTimeout(timer);
  }, []);
  const text = formatCoachClock(now, undefined, intlLocale(locale, digits));
  return (
    <time className={className ? `live-clock ${className}` : "live-clock"} dateTime={now.toISOString()} data-testid="live-clock">
      <span className="live-clock__date">{text.date}</span>
      <span className="live-clock__short-date">{text.day}</span>
      <span className="live-clock__time">{text.time}</span>
    </time>
  );
}
