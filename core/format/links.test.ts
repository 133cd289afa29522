import { describe, expect, it } from "vitest";
import { webHref, withoutProtocol } from "./links";

describe("withoutProtocol", () => {
  it.each([
    ["https://www.linkedin.com/in/sara-ali", "www.linkedin.com/in/sara-ali"],
    ["http://linkedin.com/in/sara/", "linkedin.com/in/sara"],
    ["HTTPS://linkedin.com/in/Sara", "linkedin.com/in/Sara"],
    ["linkedin.com/in/sara", "linkedin.com/in/sara"],
    ["  https://example.com  ", "example.com"],
    ["", ""],
  ])("should show %s as %s", (url, shown) => {
    expect(withoutProtocol(url)).toBe(shown);
  });
});

describe("webHref", () => {
  it("should keep an http(s) URL and add https to a bare address", () => {
    expect(webHref("https://www.linkedin.com/in/sara")).toBe("https://www.linkedin.com/in/sara");
    expect(webHref("linkedin.com/in/sara")).toBe("https://linkedin.com/in/sara");
  });

  it.each(["", "   ", "javascript:alert(1)", "data:text/html,hi", "mailto:a@b.c"])("should refuse %j", (value) => {
    expect(webHref(value)).toBeNull();
  });
});
