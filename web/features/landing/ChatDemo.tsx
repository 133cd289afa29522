import { useEffect, useState } from "react";
import { useT } from "../../i18n/I18n";

type Frame = { coach: string; user: boolean; reply: boolean };

const TYPE_MS = 28;

/**
 * The phone mock's looping demo: the coach's message types out, the user's reply follows after
 * 1 s, the coach answers 1 s later, the chat clears after 3 s and starts again 2 s after that.
 * The prerendered page shows the whole conversation; the loop starts once the page is live (on
 * the public site, web/site/islands/landing.ts plays the same loop).
 */
export function ChatDemo() {
  const t = useT("landing");
  const coach = t("demo.coach");
  const [frame, setFrame] = useState<Frame>({ coach, user: true, reply: true });

  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let timers: number[] = [];
    const later = (ms: number, fn: () => void) => timers.push(window.setTimeout(fn, ms));
    const run = () => {
      setFrame({ coach: "", user: false, reply: false });
      const text = coach;
      for (let i = 1; i <= text.length; i++) later(i * TYPE_MS, () => setFrame((f) => ({ ...f, coach: text.slice(0, i) })));
      const typed = text.length * TYPE_MS;
      later(typed + 1000, () => setFrame((f) => ({ ...f, user: true })));
      later(typed + 2000, () => setFrame((f) => ({ ...f, reply: true })));
      later(typed + 5000, () => setFrame({ coach: "", user: false, reply: false }));
      later(typed + 7000, () => {
        timers = [];
        run();
      });
    };
    later(1200, run);
    return () => {
      for (const t of timers) window.clearTimeout(t);
    };
  }, [coach]);

  return (
    <div className="phone" data-island="chat-demo" role="img" aria-label={t("demo.label")}>
      <div className="phone__notch" aria-hidden="true" />
      <div className="phone__header" aria-hidden="true">
        <span className="phone__avatar">{t("demo.initial")}</span>
        <span>
          <strong>{t("demo.name")}</strong>
          <small>{t("demo.status")}</small>
        </span>
      </div>
      <div className="phone__chat" aria-hidden="true">
        {frame.coach && <p className="bubble bubble--coach">{frame.coach}</p>}
        {frame.user && <p className="bubble bubble--user">{t("demo.user")}</p>}
        {frame.reply && <p className="bubble bubble--coach">{t("demo.reply")}</p>}
      </div>
      <div className="phone__input" aria-hidden="true">{t("demo.input")}</div>
    </div>
  );
}
