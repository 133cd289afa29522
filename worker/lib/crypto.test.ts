import { describe, expect, it } from "vitest";
import {
  DUMMY_PASSWORD_HASH,
  constantTimeEqualStrings,
  hashPassword,
  hmacSha256Hex,
  randomToken,
  sha256Hex,
  verifyPassword,
} from "./crypto";

describe("passwords", () => {
  it("should hash as pbkdf2$100000$<16-byte salt>$<32-byte hash> with a fresh salt each time", async () => {
    const [a, b] = await Promise.all([hashPassword("Str0ng!pass"), hashPassword("Str0ng!pass")]);
    expect(a).toMatch(/^pbkdf2\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it("should verify the right password and refuse others", async () => {
    const stored = await hashPassword("Str0ng!pass");
    expect(await verifyPassword("Str0ng!pass", stored)).toBe(true);
    expect(await verifyPassword("str0ng!pass", stored)).toBe(false);
    expect(await verifyPassword("Str0ng!pass ", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it.each([
    ["no hash at all", null],
    ["the dummy hash", DUMMY_PASSWORD_HASH],
    ["another scheme", "bcrypt$2b$10$abc"],
    ["too many iterations", "pbkdf2$9999999$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["a garbled salt", "pbkdf2$100000$!!!$AAAA"],
    ["missing parts", "pbkdf2$100000"],
  ])("should refuse %s without throwing", async (_case, stored) => {
    expect(await verifyPassword("Str0ng!pass", stored)).toBe(false);
  });
});

describe("tokens, hashes and signatures", () => {
  it("should make 43-character base64url tokens from 32 random bytes", () => {
    const tokens = new Set(Array.from({ length: 50 }, () => randomToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("should give SHA-256 and HMAC-SHA256 as lower-case hex (known vectors)", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    // RFC 4231 test case 2.
    expect(await hmacSha256Hex("Jefe", "what do ya want for nothing?")).toBe("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
  });

  it("should compare strings exactly", () => {
    expect(constantTimeEqualStrings("abc", "abc")).toBe(true);
    expect(constantTimeEqualStrings("abc", "abd")).toBe(false);
    expect(constantTimeEqualStrings("abc", "abcd")).toBe(false);
  });
});
