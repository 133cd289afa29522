/**
 * The live clock of the coach's chat header: the date and the time with a 24-hour clock, as en-US
 * text by default ("Wednesday, November 18, 2026" and "14:05:09") or in the interface language
 * and digits (an Intl locale such as "ar-EG-u-nu-arab"). Formatting goes through Intl with the
 * `h23` hour cycle, so midnight reads 00:00:00 (the `hour12: false` option gives 24:00:00 in some
 * engines). The time zone is the browser's unless one is passed (tests pass "UTC").
 */

export interface ClockText {
  /** Long en-US date: "Wednesday, November 18, 2026". */
  date: string;
  /** 24-hour time with seconds: "14:05:09". */
  time: string;
  /** The short date: "Nov 18". */
  day: string;
  /** Short form for narrow screens: "Nov 18, 14:05:09". */
  short: string;
}

const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string | undefined, locale: string) {
  const key = `${locale} ${timeZone ?? ""}`;
  let f = formatters.get(key);
  if (!f) {
    f = {
      date: new Intl.DateTimeFormat(locale, { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone }),
      time: new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23", timeZone }),
      day: new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone }),
    };
    formatters.set(key, f);
  }
  return f;
}

/** The clock's text for one instant, in `locale` (an Intl locale; en-US unless given). */
export function formatCoachClock(at: Date, timeZone?: string, locale = "en-US"): ClockText {
  const f = formattersFor(timeZone, locale);
  const time = f.time.format(at);
  const day = f.day.format(at);
  const comma = locale.startsWith("ar") ? "، " : ", ";
  return { date: f.date.format(at), time, day, short: `${day}${comma}${time}` };
}

/** Milliseconds until the next whole second, so a ticking clock changes on the second. */
export function msUntilNextSecond(now: number): number {
  const rest = 1000 - (now % 1000);
  return rest === 0 ? 1000 : rest;
}
