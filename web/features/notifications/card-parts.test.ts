import { describe, expect, it } from "vitest";
import en from "../../../core/i18n/messages/notifications.en";
import { appTarget, titleKey, TITLE_COUNT } from "./NotificationCard";
import { isNewer } from "./NotificationWatcher";

describe("a notification card", () => {
  it("should give a notification the same title every time, and use all ten", () => {
    expect(titleKey(41)).toBe(titleKey(41));
    expect(titleKey(41)).toBe(titleKey(51));
    const keys = new Set(Array.from({ length: 30 }, (_, i) => titleKey(i + 1)));
    expect(keys.size).toBe(TITLE_COUNT);
    for (const key of keys) expect(en[key]).toMatch(/!$/);
  });

  it("should link only inside the app, keeping the query", () => {
    expect(appTarget("/portal/word-editor?onlyOfficeId=7")).toEqual({ to: "/portal/word-editor", search: { onlyOfficeId: "7" } });
    expect(appTarget("/portal/subscription-manager")).toEqual({ to: "/portal/subscription-manager", search: {} });
    expect(appTarget("https://evil.example/x")).toBeNull();
    expect(appTarget("//evil.example/x")).toBeNull();
    expect(appTarget(null)).toBeNull();
  });
});

describe("the bell's dot", () => {
  it("should show only for an id newer than the seen one", () => {
    expect(isNewer(5, 4)).toBe(true);
    expect(isNewer(5, 5)).toBe(false);
    expect(isNewer(null, 0)).toBe(false);
  });
});
