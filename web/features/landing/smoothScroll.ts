/** Scrolls the window so `el` sits under the sticky header, animated over `duration` ms. */
export function smoothScrollTo(el: HTMLElement, duration = 800) {
  const header = document.querySelector<HTMLElement>(".site-header")?.offsetHeight ?? 0;
  const start = window.scrollY;
  const target = Math.max(0, el.getBoundingClientRect().top + start - header - 8);
  const distance = target - start;
  if (Math.abs(distance) < 2) return;
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, target);
    return;
  }
  const t0 = performance.now();
  const ease = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
  const step = (now: number) => {
    const t = Math.min(1, (now - t0) / duration);
    window.scrollTo(0, start + distance * ease(t));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
