import { useEffect, useState } from "react";
import { CHAT_DEMO } from "./content";

type Frame = { coach: string; user: boolean; reply: boolean };

const FULL: Frame = { coach: CHAT_DEMO.coach, user: true, reply: true };
const TYPE_MS = 28;

/**
 * The phone mock's looping demo: the coach's message types out, the user's reply follows after
 * 1 s, the coach answers 1 s later, the chat clears after 3 s and starts again 2 s after that.
 * The prerendered page shows the whole conversation; the loop starts once the page is live.
 */
export function ChatDemo() {
  const [frame, setFrame] = useState<Frame>(FULL);

  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let timers: number[] = [];
    const later = (ms: number, fn: () => void) => timers.push(window.setTimeout(fn, ms));
    const run = () => {
      setFrame({ coach: "", user: false, reply: false });
      const text = CHAT_DEMO.coach;
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
  }, []);

  return (
    <div className="phone" role="img" aria-label="Preview of a chat with Amal on a phone">
      <div className="phone__notch" aria-hidden="true" />
      <div className="phone__header" aria-hidden="true">
        <span className="phone__avatar">A</span>
        <span>
          <strong>Amal</strong>
          <small>Career Coach · Available</small>
        </span>
      </div>
      <div className="phone__chat" aria-hidden="true">
        {frame.coach && <p className="bubble bubble--coach">{frame.coach}</p>}
        {frame.user && <p className="bubble bubble--user">{CHAT_DEMO.user}</p>}
        {frame.reply && <p className="bubble bubble--coach">{CHAT_DEMO.reply}</p>}
      </div>
      <div className="phone__input" aria-hidden="true">Type your message here...</div>
    </div>
  );
}
