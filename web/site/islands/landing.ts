/**
 * The landing page's islands (web/features/landing): the phone's chat demo and `?section=`,
 * which scrolls smoothly to that part of the page on load and after a same-page link.
 */
import { validateLandingSearch } from "../../features/landing/search";
import { smoothScrollTo } from "../../features/landing/smoothScroll";
import { SITE_NAVIGATE } from "../../lib/site-location";
import type { Island } from "./runtime";

const TYPE_MS = 28;

/**
 * The phone mock's looping demo (as ChatDemo.tsx in the app): the coach's message types out, the
 * user's reply follows after 1 s, the coach answers 1 s later, the chat clears after 3 s and starts
 * again 2 s after that. The prerendered page shows the whole conversation; no loop when the
 * visitor prefers reduced motion.
 */
export const chatDemo: Island = (root) => {
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
  const chat = root.querySelector<HTMLElement>(".phone__chat");
  const [coachEl, userEl, replyEl] = chat ? [...chat.querySelectorAll<HTMLElement>(".bubble")] : [];
  if (!chat || !coachEl || !userEl || !replyEl) return;
  const coach = coachEl.textContent ?? "";
  const frame = { coach, user: true, reply: true };
  const show = (next: Partial<typeof frame>) => {
    Object.assign(frame, next);
    coachEl.textContent = frame.coach;
    chat.replaceChildren(...[frame.coach && coachEl, frame.user && userEl, frame.reply && replyEl].filter((el): el is HTMLElement => !!el));
  };
  const later = (ms: number, fn: () => void) => window.setTimeout(fn, ms);
  const run = () => {
    show({ coach: "", user: false, reply: false });
    for (let i = 1; i <= coach.length; i++) later(i * TYPE_MS, () => show({ coach: coach.slice(0, i) }));
    const typed = coach.length * TYPE_MS;
    later(typed + 1000, () => show({ user: true }));
    later(typed + 2000, () => show({ reply: true }));
    later(typed + 5000, () => show({ coach: "", user: false, reply: false }));
    later(typed + 7000, run);
  };
  later(1200, run);
};

/** `?section=` scrolls to its anchor: on load (after a frame for the layout to settle) and when it changes. */
export const landingSections: Island = () => {
  const read = () => validateLandingSearch(Object.fromEntries(new URLSearchParams(window.location.search))).section;
  let current = read();
  const scroll = (delay: number) => {
    const el = current && document.getElementById(current);
    if (el) window.setTimeout(() => smoothScrollTo(el, 800), delay);
  };
  scroll(60);
  const onNavigate = () => {
    const next = read();
    if (next === current) return;
    current = next;
    scroll(0);
  };
  window.addEventListener("popstate", onNavigate);
  window.addEventListener(SITE_NAVIGATE, onNavigate);
};
