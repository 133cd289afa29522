/**
 * Fullscreen for one element through the Fullscreen API; where the API is missing or refused
 * (some phones, embedded views), a class that fills the window instead, left with Escape too.
 */
import { useCallback, useEffect, useState, type RefObject } from "react";

export function useFullscreen(ref: RefObject<HTMLElement | null>): { on: boolean; fallback: boolean; toggle: () => void } {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const onChange = () => setNative(!!ref.current && document.fullscreenElement === ref.current);
    // Browsers leave fullscreen on Escape themselves; this covers those that pass the key on.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && ref.current && document.fullscreenElement === ref.current) void document.exitFullscreen().catch(() => {});
    };
    document.addEventListener("fullscreenchange", onChange);
    window.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      window.removeEventListener("keydown", onKey);
    };
  }, [ref]);

  useEffect(() => {
    if (!fallback) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setFallback(false);
    };
    window.addEventListener("keydown", onKey);
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    return () => {
      window.removeEventListener("keydown", onKey);
      document.documentElement.style.overflow = overflow;
    };
  }, [fallback]);

  // Leaving the page leaves fullscreen.
  useEffect(
    () => () => {
      if (ref.current && document.fullscreenElement === ref.current) void document.exitFullscreen().catch(() => {});
    },
    [ref],
  );

  const toggle = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    if (document.fullscreenElement === el) {
      void document.exitFullscreen().catch(() => setNative(false));
      return;
    }
    if (fallback) {
      setFallback(false);
      return;
    }
    if (document.fullscreenEnabled && typeof el.requestFullscreen === "function") {
      el.requestFullscreen().catch(() => setFallback(true));
    } else {
      setFallback(true);
    }
  }, [ref, fallback]);

  return { on: native || fallback, fallback, toggle };
}
