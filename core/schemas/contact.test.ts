import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, contactMessageSchema, firstContactError, newsletterSchema, simpleEmailPattern } from "./contact";

const valid = { name: "Mona Adel", email: "mona@example.com", message: "I would like to know more about the Professional plan." };

describe("firstContactError", () => {
  // The spec (§5): Name required, Email required, Email x@y.z pattern, Message required — in that order.
  it.each([
    ["everything is empty", { name: "", email: "", message: "" }, "Name is required"],
    ["the name is only spaces", { ...valid, name: "   \t " }, "Name is required"],
    ["the name is missing even when the e-mail is bad too", { name: "", email: "nope", message: "" }, "Name is required"],
    ["the e-mail is empty", { ...valid, email: "" }, "Email is required"],
    ["the e-mail is only spaces", { ...valid, email: "   " }, "Email is required"],
    ["the e-mail is missing and the message too", { ...valid, email: "", message: "" }, "Email is required"],
    ["the e-mail has no @", { ...valid, email: "mona.example.com" }, "Email is invalid"],
    ["the e-mail has no dot after @", { ...valid, email: "mona@example" }, "Email is invalid"],
    ["the e-mail has a space inside", { ...valid, email: "mo na@example.com" }, "Email is invalid"],
    ["the e-mail has two @", { ...valid, email: "mona@@example.com" }, "Email is invalid"],
    ["the e-mail is bad and the message empty", { ...valid, email: "bad", message: "" }, "Email is invalid"],
    ["the message is empty", { ...valid, message: "" }, "Message is required"],
    ["the message is only whitespace", { ...valid, message: " \n\n " }, "Message is required"],
  ])("should say what is wrong first when %s", (_case, input, expected) => {
    expect(firstContactError(input)).toBe(expected);
  });

  it.each([
    ["a valid form", valid],
    ["an e-mail with spaces around it", { ...valid, email: "  mona@example.com  " }],
    ["a name with spaces around it", { ...valid, name: "  Mona  " }],
    ["the shortest x@y.z e-mail", { ...valid, email: "x@y.z" }],
  ])("should accept %s", (_case, input) => {
    expect(firstContactError(input)).toBeNull();
  });

  it.each([
    ["name", "n".repeat(CONTACT_LIMITS.name + 1), `Name must be at most ${CONTACT_LIMITS.name} characters`],
    ["message", "m".repeat(CONTACT_LIMITS.message + 1), `Message must be at most ${CONTACT_LIMITS.message} characters`],
  ] as const)("should report an over-long %s after the required checks", (field, value, expected) => {
    expect(firstContactError({ ...valid, [field]: value })).toBe(expected);
  });

  it("should measure the length limit after trimming", () => {
    expect(firstContactError({ ...valid, name: `  ${"n".repeat(CONTACT_LIMITS.name)}  ` })).toBeNull();
  });
});

describe("contactMessageSchema", () => {
  const fieldErrors = (input: unknown) => {
    const result = contactMessageSchema.safeParse(input);
    if (result.success) return {};
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message;
    return fields;
  };

  it("should trim every field", () => {
    expect(contactMessageSchema.parse({ name: "  Mona ", email: " mona@example.com\t", message: "\n Hello \n" })).toEqual({
      name: "Mona",
      email: "mona@example.com",
      message: "Hello",
    });
  });

  it.each([
    ["an empty object", {}, { name: "Name is required", email: "Email is required", message: "Message is required" }],
    ["empty strings", { name: "", email: "", message: "" }, { name: "Name is required", email: "Email is required", message: "Message is required" }],
    ["whitespace only", { name: " ", email: " ", message: " " }, { name: "Name is required", email: "Email is required", message: "Message is required" }],
    ["wrong types", { name: 42, email: null, message: ["hi"] }, { name: "Name is required", email: "Email is required", message: "Message is required" }],
    ["a malformed e-mail", { ...valid, email: "mona@example" }, { email: "Email is invalid" }],
    ["an e-mail over 254 characters", { ...valid, email: `${"x".repeat(250)}@b.cd` }, { email: "Email must be at most 254 characters" }],
    ["a message over 5000 characters", { ...valid, message: "m".repeat(5001) }, { message: "Message must be at most 5000 characters" }],
  ])("should report each field's first problem for %s", (_case, input, expected) => {
    expect(fieldErrors(input)).toEqual(expected);
  });

  it("should accept a valid message", () => {
    expect(contactMessageSchema.safeParse(valid).success).toBe(true);
  });
});

describe("newsletterSchema", () => {
  it.each([
    ["a missing e-mail", {}, "Email is required"],
    ["an empty e-mail", { email: "" }, "Email is required"],
    ["a whitespace e-mail", { email: "   " }, "Email is required"],
    ["a malformed e-mail", { email: "mona" }, "Please enter a valid email address"],
    ["an e-mail without a dot", { email: "mona@example" }, "Please enter a valid email address"],
  ])("should reject %s with the spec's message", (_case, input, expected) => {
    const result = newsletterSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(expected);
  });

  it("should accept the spec's fixed request and trim the e-mail", () => {
    expect(newsletterSchema.parse({ email: "  Mona@Example.com ", name: "newsLetter", message: "sign me into news letter" })).toEqual({
      email: "Mona@Example.com",
      name: "newsLetter",
      message: "sign me into news letter",
    });
  });

  it("should accept an e-mail alone", () => {
    expect(newsletterSchema.parse({ email: "mona@example.com" })).toEqual({ email: "mona@example.com" });
  });

  it("should reject an over-long fixed message", () => {
    expect(newsletterSchema.safeParse({ email: "mona@example.com", message: "x".repeat(201) }).success).toBe(false);
  });
});

describe("simpleEmailPattern", () => {
  it.each(["a@b.c", "first.last+tag@sub.example.co.uk", "ali@مثال.مصر"])("should match %s", (email) => {
    expect(simpleEmailPattern.test(email)).toBe(true);
  });

  it.each(["", "a@b", "@b.c", "a@.c", "a b@c.d", "a@b.c "])("should not match %j", (email) => {
    expect(simpleEmailPattern.test(email)).toBe(false);
  });
});
