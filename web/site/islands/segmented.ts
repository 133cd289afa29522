/**
 * A prerendered Radix Themes SegmentedControl (a single-choice toggle group) brought to life
 * without React: clicking an item makes it the chosen one (`data-state`, `aria-checked`; the
 * sliding indicator follows through Radix' own CSS), and the keyboard moves as Radix' roving
 * focus does — Tab enters on the chosen item, arrows (reading direction aware) move and wrap,
 * Home/End jump, Space/Enter choose (native button behaviour).
 */
const KEYS: Record<string, "prev" | "next" | "first" | "last"> = {
  ArrowLeft: "prev",
  ArrowUp: "prev",
  ArrowRight: "next",
  ArrowDown: "next",
  PageUp: "first",
  Home: "first",
  PageDown: "last",
  End: "last",
};

/** Marks `chosen` on and the other items off, as Radix renders them. */
export function chooseSegment(items: HTMLButtonElement[], chosen: HTMLButtonElement) {
  for (const item of items) {
    const on = item === chosen;
    item.dataset.state = on ? "on" : "off";
    item.setAttribute("aria-checked", String(on));
  }
}

/** Wires one group; `onChange` gets the index of the item chosen (only when it changes). */
export function segmentedControl(root: HTMLElement, onChange: (index: number) => void) {
  const items = [...root.querySelectorAll<HTMLButtonElement>(":scope > button[role=radio]")];
  let tabbingOut = false;
  let mouseDown = false;
  root.tabIndex = 0;
  const rtl = () => (root.closest<HTMLElement>("[dir]")?.dir ?? document.documentElement.dir) === "rtl";

  root.addEventListener("mousedown", () => {
    mouseDown = true;
  });
  root.addEventListener("focusin", (event) => {
    const keyboard = !mouseDown;
    mouseDown = false;
    if (event.target !== root || !keyboard || tabbingOut) return;
    (items.find((i) => i.dataset.state === "on") ?? items[0])?.focus();
  });
  root.addEventListener("focusout", () => {
    tabbingOut = false;
    root.tabIndex = 0;
  });

  items.forEach((item, index) => {
    item.addEventListener("focus", () => {
      for (const other of items) other.tabIndex = other === item ? 0 : -1;
    });
    item.addEventListener("click", () => {
      if (item.dataset.state === "on") return;
      chooseSegment(items, item);
      onChange(index);
    });
    item.addEventListener("keydown", (event) => {
      if (event.key === "Tab" && event.shiftKey) {
        // Leaving backwards: the group itself must not take the focus on the way out.
        tabbingOut = true;
        root.tabIndex = -1;
        return;
      }
      let key = event.key;
      if (rtl()) key = key === "ArrowLeft" ? "ArrowRight" : key === "ArrowRight" ? "ArrowLeft" : key;
      const intent = KEYS[key];
      if (!intent || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
      event.preventDefault();
      const n = items.length;
      const next = intent === "first" ? 0 : intent === "last" ? n - 1 : (index + (intent === "next" ? 1 : -1) + n) % n;
      items[next]?.focus();
    });
  });
}
