import { IconButton, Text } from "@radix-ui/themes";
import { GripHorizontal, X } from "lucide-react";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { useLocale, useT } from "../../../i18n/I18n";
import { useMediaQuery } from "../../portal/useMediaQuery";

/** Below this width a window is a full-width sheet at the bottom of the screen, not draggable. */
export const SHEET_QUERY = "(max-width: 599.98px)";
/** Space kept between a window and the viewport's edges. */
const MARGIN = 8;
/** Arrow keys on the title bar move the window by this much. */
const KEY_STEP = 24;

export interface FloatingWindowProps {
  title: string;
  subtitle?: ReactNode;
  icon: ReactNode;
  width: number;
  /** A fixed height (the Tools window is 428 px); otherwise the content decides, up to the viewport. */
  height?: number;
  /** The rail button that opened it: the window opens beside it. */
  opener: HTMLElement | null;
  /** Which rail opened it: the one at the start of the line (left in English, right in Arabic) or at its end. */
  side: "start" | "end";
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
  testId?: string;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * A draggable, non-modal window over the chat (pointer drag on its title bar, or arrow keys when
 * the title bar has focus), always kept inside the viewport; Escape or the close button closes
 * it. On narrow screens it is a bottom sheet instead.
 */
export function FloatingWindow({ title, subtitle, icon, width, height, opener, side, onClose, footer, children, testId }: FloatingWindowProps) {
  const t = useT("coach");
  const { dir } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const sheet = useMediaQuery(SHEET_QUERY);
  const [position, setPosition] = useState<{ x: number; y: number } | null>(null);
  const drag = useRef<{ pointerId: number; dx: number; dy: number } | null>(null);

  /** Keeps a position inside the viewport for the window's current size. */
  const fit = useCallback((x: number, y: number) => {
    const el = ref.current;
    const w = el?.offsetWidth ?? width;
    const h = el?.offsetHeight ?? height ?? 400;
    return { x: clamp(x, MARGIN, window.innerWidth - w - MARGIN), y: clamp(y, MARGIN, window.innerHeight - h - MARGIN) };
  }, [width, height]);

  // First position: beside the rail button that opened it, towards the middle of the page, level with it.
  useLayoutEffect(() => {
    const rect = opener?.getBoundingClientRect();
    const w = ref.current?.offsetWidth ?? width;
    const railOnRight = (side === "end") === (dir === "ltr");
    const x = rect ? (railOnRight ? rect.left - w - 12 : rect.right + 12) : (window.innerWidth - w) / 2;
    const y = rect ? rect.top - 24 : 96;
    setPosition(fit(x, y));
  }, [opener, side, dir, width, fit]);

  // Still inside the viewport after the window or its content changes size.
  useEffect(() => {
    const refit = () => setPosition((p) => (p ? fit(p.x, p.y) : p));
    window.addEventListener("resize", refit);
    const observer = new ResizeObserver(refit);
    if (ref.current) observer.observe(ref.current);
    return () => {
      window.removeEventListener("resize", refit);
      observer.disconnect();
    };
  }, [fit]);

  // Focus moves into the window (the page gives it back to the rail button when it closes,
  // but not when another window replaces it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opener means the window was opened again, so focus moves in again.
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [opener]);

  // Escape closes it, unless a modal dialog (the recap confirmation) is open on top.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]')) return;
      onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (sheet || e.button !== 0 || (e.target as HTMLElement).closest("button") || !position) return;
    drag.current = { pointerId: e.pointerId, dx: e.clientX - position.x, dy: e.clientY - position.y };
    e.currentTarget.setPointerCapture(e.pointerId);
    e.preventDefault();
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    setPosition(fit(e.clientX - d.dx, e.clientY - d.dy));
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== e.pointerId) return;
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };
  const onTitleKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (sheet || !position) return;
    const move = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] }[e.key];
    if (!move) return;
    e.preventDefault();
    setPosition(fit(position.x + move[0], position.y + move[1]));
  };

  const style = sheet
    ? { height }
    : { width, height, maxWidth: `calc(100vw - ${2 * MARGIN}px)`, left: position?.x ?? 0, top: position?.y ?? 0, visibility: position ? undefined : ("hidden" as const) };

  return (
    <>
      {sheet && <button type="button" className="coach-window-scrim" aria-label={t("window.close", { title })} tabIndex={-1} onClick={onClose} />}
      <div
        ref={ref}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={sheet ? "coach-window coach-window--sheet" : "coach-window"}
        style={style}
        data-testid={testId}
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the title bar is the window's move handle (pointer drag, arrow keys when focused), described by its label. */}
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: see above; there is no ARIA role for a move handle. */}
        <div
          className="coach-window__bar"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={onTitleKey}
          tabIndex={sheet ? undefined : 0}
          aria-label={sheet ? undefined : t("window.move", { title })}
          data-testid="window-drag-handle"
        >
          <span className="coach-window__icon" aria-hidden="true">
            {icon}
          </span>
          <div className="coach-window__titles">
            <Text as="p" weight="bold" size="3" id={titleId} className="coach-window__title">
              {title}
            </Text>
            {subtitle && (
              <Text as="p" size="1" color="gray" className="coach-window__subtitle">
                {subtitle}
              </Text>
            )}
          </div>
          {!sheet && <GripHorizontal size={16} className="coach-window__grip" aria-hidden="true" />}
          <IconButton type="button" size="2" variant="ghost" color="gray" aria-label={t("window.close", { title })} onClick={onClose}>
            <X size={18} aria-hidden="true" />
          </IconButton>
        </div>
        <div className="coach-window__body">{children}</div>
        {footer && <div className="coach-window__footer">{footer}</div>}
      </div>
    </>
  );
}
