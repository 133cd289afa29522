import { describe, expect, it } from "vitest";
import { isActiveHref } from "../../lib/site-location";
import { linkClickAction } from "./links";

const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false };

describe("a click on a public site's link", () => {
  it("stays on the page and updates the URL when the link is to the page shown", () => {
    expect(linkClickAction("/?section=faqs", "/", click)).toBe("push");
    expect(linkClickAction("/ar?section=features", "/ar", click)).toBe("push");
    expect(linkClickAction("/pricing", "/pricing/", click)).toBe("push");
  });

  it("follows a link to another page", () => {
    expect(linkClickAction("/?section=features", "/pricing", click)).toBe("follow");
    expect(linkClickAction("/signup", "/", click)).toBe("follow");
    expect(linkClickAction("/ar/pricing", "/pricing", click)).toBe("follow");
  });

  it("leaves a click with a modifier, another button or already handled to the browser", () => {
    expect(linkClickAction("/?section=faqs", "/", { ...click, ctrlKey: true })).toBe("follow");
    expect(linkClickAction("/?section=faqs", "/", { ...click, metaKey: true })).toBe("follow");
    expect(linkClickAction("/?section=faqs", "/", { ...click, shiftKey: true })).toBe("follow");
    expect(linkClickAction("/?section=faqs", "/", { ...click, button: 1 })).toBe("follow");
    expect(linkClickAction("/?section=faqs", "/", { ...click, defaultPrevented: true })).toBe("follow");
  });
});

describe("the link marked as the current page", () => {
  it("is the one to the same path", () => {
    expect(isActiveHref("/pricing", false, { pathname: "/pricing", search: "" })).toBe(true);
    expect(isActiveHref("/ar/pricing", false, { pathname: "/ar/pricing/", search: "" })).toBe(true);
    expect(isActiveHref("/pricing", false, { pathname: "/blog", search: "" })).toBe(false);
  });

  it("compares the query too when it names a section", () => {
    const onFeatures = { pathname: "/", search: "?section=features" };
    expect(isActiveHref("/?section=features", true, onFeatures)).toBe(true);
    expect(isActiveHref("/?section=solutions", true, onFeatures)).toBe(false);
    expect(isActiveHref("/?section=features", true, { pathname: "/", search: "" })).toBe(false);
    // Without the exact comparison any link to the path is current (the logo on the home page).
    expect(isActiveHref("/", false, onFeatures)).toBe(true);
  });
});
