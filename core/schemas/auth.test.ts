import { describe, expect, it } from "vitest";

import {
  AUTH_MESSAGES as M,
  LEVELS,
  MAX_UPLOAD_BYTES,
  type SignupValues,
  changePasswordError,
  changePasswordErrors,
  changePasswordSchema,
  errorLines,
  loginErrors,
  loginSchema,
  resetPasswordError,
  resetPasswordSchema,
  resetRequestError,
  resetRequestSchema,
  signupErrors,
  signupFieldError,
  signupSchema,
  signupStep3Notice,
  signupStepErrors,
} from "./auth";

const pdf = { name: "resume.pdf", size: 20_000 };
const png = { name: "me.PNG", size: 20_000 };

const valid: SignupValues = {
  email: "mona.adel@example.com",
  password: "Str0ng!pass",
  fullname: "Mona Adel",
  phone_number: "+20 100 123 4567",
  title: "Data Analyst",
  country: "Egypt",
  city: "Cairo",
  level: "Junior",
  institute: "Cairo University",
  salary: "15000",
  linkedin: "https://www.linkedin.com/in/mona-adel",
  image: png,
  resume: pdf,
};

/** The zod schema's first message per field, as the worker reports them. */
function schemaFields(schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, input: unknown) {
  const result = schema.safeParse(input);
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

// Every signup rule of spec §5: [field, value, expected message].
const signupCases: [keyof SignupValues, unknown, string][] = [
  ["email", "", M.emailRequired],
  ["email", "   ", M.emailRequired],
  ["email", "mona", M.emailInvalid],
  ["email", "mona@example", M.emailInvalid],
  ["email", "mo na@example.com", M.emailInvalid],
  ["email", `${"m".repeat(40)}@example.com`, M.emailLength],
  ["password", "", M.passwordRequired],
  ["password", "Ab1!", M.passwordLength],
  ["password", `Ab1!${"x".repeat(47)}`, M.passwordLength],
  ["password", "Ab1!xyz", M.passwordStrength],
  ["password", "abcdefg1!", M.passwordStrength],
  ["password", "ABCDEFG1!", M.passwordStrength],
  ["password", "Abcdefgh!", M.passwordStrength],
  ["password", "Abcdefgh1", M.passwordStrength],
  ["password", "Abcdefgh1#", M.passwordStrength],
  ["fullname", "", M.fullnameRequired],
  ["fullname", "M", M.fullnameLength],
  ["fullname", "M".repeat(51), M.fullnameLength],
  ["phone_number", "", M.phoneRequired],
  ["phone_number", "012345678", M.phoneLength],
  ["phone_number", "0".repeat(31), M.phoneLength],
  ["phone_number", "call me maybe", M.phoneInvalid],
  ["title", "", M.titleRequired],
  ["title", "Dev", M.titleLength],
  ["title", "T".repeat(26), M.titleLength],
  ["country", "", M.countryRequired],
  ["country", "C".repeat(101), M.countryLength],
  ["city", "", M.cityRequired],
  ["city", "C".repeat(101), M.cityLength],
  ["level", "", M.levelRequired],
  ["level", "Intern", M.levelInvalid],
  ["level", "senior", M.levelInvalid],
  ["institute", "", M.instituteRequired],
  ["institute", "I".repeat(501), M.instituteLength],
  ["salary", "", M.salaryRequired],
  ["salary", "12.5", M.salaryInteger],
  ["salary", "-100", M.salaryInteger],
  ["salary", "ten", M.salaryInteger],
  ["salary", "49", M.salaryRange],
  ["salary", "1000001", M.salaryRange],
  ["linkedin", "", M.linkedinRequired],
  ["linkedin", "linkedin.com/in/mona", M.linkedinInvalid],
  ["linkedin", "javascript:alert(1)", M.linkedinInvalid],
  ["linkedin", "https://localhost/in/mona", M.linkedinInvalid],
  ["linkedin", `https://www.linkedin.com/in/${"m".repeat(80)}`, M.linkedinLength],
  ["image", null, M.imageRequired],
  ["image", { name: "me.gif", size: 100 }, M.imageType],
  ["image", { name: "me.jpg.exe", size: 100 }, M.imageType],
  ["image", { name: "me.jpg", size: MAX_UPLOAD_BYTES + 1 }, M.fileTooLarge],
  ["resume", null, M.resumeRequired],
  ["resume", { name: "resume.docx", size: 100 }, M.resumeType],
  ["resume", { name: "resume.pdf", size: 6 * 1024 * 1024 }, M.fileTooLarge],
];

describe("signup rules", () => {
  it.each(signupCases)("should reject %s = %j with its message", (field, value, expected) => {
    const values = { ...valid, [field]: value } as SignupValues;
    expect(signupFieldError(field, values)).toBe(expected);
    expect(signupErrors(values)).toEqual({ [field]: expected });
  });

  it.each(signupCases)("should give the same message from the zod schema for %s = %j", (field, value, expected) => {
    expect(schemaFields(signupSchema, { ...valid, [field]: value })).toEqual({ [field]: expected });
  });

  it.each([
    ["email", "x@y.z"],
    ["email", `${"m".repeat(38)}@example.com`],
    ["password", "Str0ng!p"],
    ["password", `Ab1!${"x".repeat(46)}`],
    ["password", "Ünïcode1!A"],
    ["fullname", "Al"],
    ["phone_number", "0123456789"],
    ["phone_number", "(02) 2345-6789"],
    ["title", "Nurse"],
    ["country", "C".repeat(100)],
    ["institute", "I".repeat(500)],
    ["salary", "50"],
    ["salary", 1_000_000],
    ["linkedin", "http://linkedin.com/in/x"],
    ["image", { name: "me.jpeg", size: MAX_UPLOAD_BYTES }],
    ["resume", { name: "CV.PDF", size: 1 }],
  ] as [keyof SignupValues, unknown][])("should accept %s = %j", (field, value) => {
    expect(signupFieldError(field, { ...valid, [field]: value } as SignupValues)).toBeNull();
  });

  it.each(LEVELS)("should accept the level %s", (level) => {
    expect(signupFieldError("level", { level })).toBeNull();
  });

  it("should accept a complete form and normalise it", () => {
    const parsed = signupSchema.parse({ ...valid, email: "  Mona.Adel@Example.COM ", fullname: " Mona Adel ", salary: "15000" });
    expect(parsed).toMatchObject({ email: "mona.adel@example.com", fullname: "Mona Adel", salary: 15000, level: "Junior", password: valid.password });
    expect(parsed.resume).toBe(pdf);
  });

  it("should never trim a password", () => {
    expect(signupSchema.parse({ ...valid, password: " Str0ng!pass " }).password).toBe(" Str0ng!pass ");
  });

  it("should report every empty field with its own message, not zod's", () => {
    expect(schemaFields(signupSchema, {})).toEqual({
      email: M.emailRequired,
      password: M.passwordRequired,
      fullname: M.fullnameRequired,
      phone_number: M.phoneRequired,
      title: M.titleRequired,
      country: M.countryRequired,
      city: M.cityRequired,
      level: M.levelRequired,
      institute: M.instituteRequired,
      salary: M.salaryRequired,
      linkedin: M.linkedinRequired,
      image: M.imageRequired,
      resume: M.resumeRequired,
    });
  });

  it("should treat a file sent in a text field as empty", () => {
    expect(schemaFields(signupSchema, { ...valid, fullname: pdf })).toEqual({ fullname: M.fullnameRequired });
  });

  it.each([
    [1, { email: M.emailRequired, password: M.passwordRequired, fullname: M.fullnameRequired, phone_number: M.phoneRequired }],
    [2, { title: M.titleRequired, country: M.countryRequired, city: M.cityRequired, level: M.levelRequired }],
    [3, { institute: M.instituteRequired, salary: M.salaryRequired, linkedin: M.linkedinRequired, image: M.imageRequired, resume: M.resumeRequired }],
  ] as const)("should check only step %i's fields", (step, expected) => {
    expect(signupStepErrors(step, {})).toEqual(expected);
    expect(signupStepErrors(step, valid)).toEqual({});
  });

  it.each([
    ["everything is there", valid, null],
    ["only the resume is missing", { ...valid, resume: null }, M.resumeRequired],
    ["the picture is missing", { ...valid, image: null }, M.step3Incomplete],
    ["the picture and the resume are missing", { ...valid, image: null, resume: null }, M.step3Incomplete],
    ["the salary is empty", { ...valid, salary: "" }, M.step3Incomplete],
    ["the institute is blank", { ...valid, institute: "  " }, M.step3Incomplete],
    ["the LinkedIn URL is empty", { ...valid, linkedin: "" }, M.step3Incomplete],
  ])("should give the spec's step-3 notice when %s", (_case, values, expected) => {
    expect(signupStep3Notice(values)).toBe(expected);
  });

  it("should list problems as field: message lines", () => {
    expect(errorLines({ email: M.emailRequired, salary: M.salaryRange, city: undefined })).toBe(
      `email: ${M.emailRequired}\nsalary: ${M.salaryRange}`,
    );
  });
});

describe("login rules", () => {
  it.each([
    [{}, { email: M.emailRequired, password: M.passwordRequired }],
    [{ email: "  ", password: "" }, { email: M.emailRequired, password: M.passwordRequired }],
    [{ email: "mona@example.com", password: "" }, { password: M.passwordRequired }],
    [{ email: "", password: "x" }, { email: M.emailRequired }],
    [{ email: "mona@example.com", password: "x" }, {}],
  ])("should require both fields: %j", (values, expected) => {
    expect(loginErrors(values)).toEqual(expected);
    expect(schemaFields(loginSchema, values)).toEqual(expected);
  });

  it("should lower-case and trim the e-mail", () => {
    expect(loginSchema.parse({ email: " Mona@Example.com ", password: " p " })).toEqual({ email: "mona@example.com", password: " p " });
  });
});

describe("reset request rules", () => {
  it.each([
    ["", M.emailRequired],
    [undefined, M.emailRequired],
    ["   ", M.emailRequired],
    ["mona", M.emailInvalid],
    ["mona@example", M.emailInvalid],
    ["mona@example.com", null],
  ])("should judge %j", (email, expected) => {
    expect(resetRequestError(email)).toBe(expected);
    expect(schemaFields(resetRequestSchema, { email })).toEqual(expected ? { email: expected } : {});
  });
});

describe("reset (token) password rules", () => {
  const token = "A".repeat(43);
  it.each([
    [{ password: "", confirmPassword: "" }, M.newPasswordRequired],
    [{ password: "Ab1!", confirmPassword: "Ab1!" }, M.newPasswordMin],
    [{ password: `a1#${"x".repeat(48)}`, confirmPassword: "" }, M.newPasswordMax],
    [{ password: "abcdefgh", confirmPassword: "abcdefgh" }, M.newPasswordStrength],
    [{ password: "abcdefg1", confirmPassword: "abcdefg1" }, M.newPasswordStrength],
    [{ password: "abcdefg#", confirmPassword: "abcdefg#" }, M.newPasswordStrength],
    [{ password: "abcdef 1#", confirmPassword: "abcdef 1#" }, M.newPasswordCharset],
    [{ password: "abcdefg1^", confirmPassword: "abcdefg1^" }, M.newPasswordCharset],
    [{ password: "abcdefg1#", confirmPassword: "" }, M.confirmRequired],
    [{ password: "abcdefg1#", confirmPassword: "abcdefg1" }, M.passwordsDiffer],
    [{ password: "abcdefg1#", confirmPassword: "abcdefg1#" }, null],
    [{ password: "ABCDEFG1&", confirmPassword: "ABCDEFG1&" }, null],
  ])("should show the first message for %j", (values, expected) => {
    expect(resetPasswordError(values)).toBe(expected);
    const fields = schemaFields(resetPasswordSchema, { token, ...values });
    expect(Object.values(fields)[0] ?? null).toBe(expected);
    expect(Object.keys(fields).length).toBeLessThanOrEqual(1);
  });

  it("should refuse a malformed token with the invalid-link message", () => {
    expect(schemaFields(resetPasswordSchema, { token: "not a token", password: "abcdefg1#", confirmPassword: "abcdefg1#" })).toEqual({
      token: M.invalidResetToken,
    });
  });

  it("should return only the token and the password", () => {
    expect(resetPasswordSchema.parse({ token, password: "abcdefg1#", confirmPassword: "abcdefg1#" })).toEqual({ token, password: "abcdefg1#" });
  });
});

describe("portal change password rules", () => {
  const current = "Old0ld!pass";
  it.each([
    [{ currentPassword: "", newPassword: "N3w!pass", confirmPassword: "N3w!pass" }, { currentPassword: M.currentPasswordRequired }],
    [{ currentPassword: current, newPassword: "", confirmPassword: "" }, { newPassword: M.newPasswordRequired, confirmPassword: M.confirmRequired }],
    [{ currentPassword: current, newPassword: "N3w!pas", confirmPassword: "N3w!pas" }, { newPassword: M.changePasswordMin }],
    [{ currentPassword: current, newPassword: `N3w!${"p".repeat(47)}`, confirmPassword: `N3w!${"p".repeat(47)}` }, { newPassword: M.changePasswordMax }],
    [{ currentPassword: current, newPassword: "n3w!pass", confirmPassword: "n3w!pass" }, { newPassword: M.changePasswordStrength }],
    [{ currentPassword: current, newPassword: "N3W!PASS", confirmPassword: "N3W!PASS" }, { newPassword: M.changePasswordStrength }],
    [{ currentPassword: current, newPassword: "New!pass", confirmPassword: "New!pass" }, { newPassword: M.changePasswordStrength }],
    [{ currentPassword: current, newPassword: "N3wpasss", confirmPassword: "N3wpasss" }, { newPassword: M.changePasswordStrength }],
    [{ currentPassword: current, newPassword: "N3w#pass", confirmPassword: "N3w#pass" }, { newPassword: M.changePasswordStrength }],
    [{ currentPassword: current, newPassword: "N3w!pass", confirmPassword: "" }, { confirmPassword: M.confirmRequired }],
    [{ currentPassword: current, newPassword: "N3w!pass", confirmPassword: "N3w!pas" }, { confirmPassword: M.passwordsDiffer }],
    [{ currentPassword: current, newPassword: "N3w!pass", confirmPassword: "N3w!pass" }, {}],
  ])("should report each field's first problem for %j", (values, expected) => {
    expect(changePasswordErrors(values)).toEqual(expected);
    expect(schemaFields(changePasswordSchema, values)).toEqual(expected);
    expect(changePasswordError(values)).toBe(Object.values(expected)[0] ?? null);
  });
});
