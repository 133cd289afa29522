import { expect, test, type Accounts } from "./fixtures";
import {
  field,
  fillStep1,
  fillStep2,
  fillStep3Text,
  next,
  startSignup,
  stepLabel,
  subscribeThroughApi,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  GOOD_PASSWORD,
  holdRequests,
  latestMailText,
  logInViaUi,
  makePng,
  makeResumePdf,
  uniqueEmail,
  useOwnClientAddress,
  WIDTHS,
} from "./helpers";

/**
 * Sign-up, sign-in and password reset through the real worker (docs/api/accounts.md).
 * Every test sends its own client address (`useOwnClientAddress`), so the per-address rate limits
 * (5 sign-ups a minute) never make one test depend on how many others ran before it.
 */
test.beforeEach(async ({ context }) => {
  await useOwnClientAddress(context);
});

const STEP3_INCOMPLETE = "Please fill in all required fields and upload both a profile picture and resume.";
const RESUME_MISSING = "Please upload your resume before submitting the form.";
const TOO_LARGE = "File size exceeds 5MB limit. Please choose a smaller file.";
const PASSWORD_RULE =
  "Password must be at least 8 characters long and include at least one lowercase letter, one uppercase letter, one number, and one special character (@$!%*?&)";

const PNG = makePng();

/** An account that exists already (not subscribed), for the sign-in tests; the browser starts signed out. */
const existingAccount = (accounts: Accounts, tag: string) =>
  accounts.create({ email: uniqueEmail(tag), password: GOOD_PASSWORD, fullname: "Salma Fathy", title: "Marketing Lead", city: "Alexandria", subscription: null });

test.describe("client validation", () => {
  const loginCases = [
    { email: "", password: "", emailError: "Email is required", passwordError: "Password is required" },
    { email: "mona@example.com", password: "", emailError: null, passwordError: "Password is required" },
    { email: "", password: "secret", emailError: "Email is required", passwordError: null },
  ];
  test("login: each kind of bad entry shows its messages under the fields", async ({ page }) => {
    for (const c of loginCases) {
      await test.step(`login: "${c.email}" / "${c.password}" → ${c.emailError ?? "-"} / ${c.passwordError ?? "-"}`, async () => {
        await page.goto("/login");
        await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
        await field(page, "Email").fill(c.email);
        await field(page, "Password").fill(c.password);
        await page.getByRole("button", { name: "LOG IN" }).click();
        for (const [label, message] of [
          ["Email", c.emailError],
          ["Password", c.passwordError],
        ] as const) {
          if (message) await expect(field(page, label)).toHaveAccessibleDescription(message);
          else await expect(field(page, label)).not.toHaveAttribute("aria-invalid", "true");
        }
        await expect(field(page, "Email")).toHaveValue(c.email);
      });
    }
  });

  const resetRequestCases = [
    { email: "", message: "Email is required" },
    { email: "mona@", message: "Please enter a valid email address" },
    { email: "mona @example.com", message: "Please enter a valid email address" },
  ];
  test("forgot password: each kind of bad e-mail shows its message", async ({ page }) => {
    for (const c of resetRequestCases) {
      await test.step(`forgot password: "${c.email}" → ${c.message}`, async () => {
        await page.goto("/forgot-password");
        await expect(page.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
        await field(page, "Email").fill(c.email);
        await page.getByRole("button", { name: "RESET PASSWORD" }).click();
        await expect(page.getByRole("alert")).toHaveText(c.message);
        await expect(field(page, "Email")).toHaveAccessibleDescription(c.message);
      });
    }
  });

  const resetCases = [
    { password: "", confirm: "", label: "New Password", message: "New password is required" },
    { password: "Ab1!", confirm: "", label: "New Password", message: "New password must be at least 8 characters long" },
    {
      password: "longenough",
      confirm: "",
      label: "New Password",
      message: "New password must contain at least one letter, one number and one special character (@$!%*#?&)",
    },
    {
      password: "with space1!",
      confirm: "",
      label: "New Password",
      message: "New password may only contain letters, numbers and the special characters @$!%*#?&",
    },
    { password: "Fresh2026#", confirm: "", label: "Confirm New Password", message: "Please confirm your new password" },
    { password: "Fresh2026#", confirm: "Fresh2026?", label: "Confirm New Password", message: "Passwords do not match" },
  ];
  test("reset password: each kind of bad new password shows the first failing message", async ({ page }) => {
    for (const c of resetCases) {
      await test.step(`reset password: "${c.password}" / "${c.confirm}" → ${c.message}`, async () => {
        await page.goto("/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG");
        await field(page, "New Password").fill(c.password);
        await field(page, "Confirm New Password").fill(c.confirm);
        await page.getByRole("button", { name: "CHANGE PASSWORD" }).click();
        // One message at a time, the first that fails, under its field.
        await expect(page.getByRole("alert")).toHaveCount(1);
        await expect(page.getByRole("alert")).toHaveText(c.message);
        await expect(field(page, c.label)).toHaveAccessibleDescription(new RegExp(c.message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      });
    }
  });

  test("reset password: an unknown link shows the server's message and a way to ask again", async ({ page }) => {
    await page.goto("/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG");
    await field(page, "New Password").fill("Fresh2026#");
    await field(page, "Confirm New Password").fill("Fresh2026#");
    await page.getByRole("button", { name: "CHANGE PASSWORD" }).click();
    await expect(page.getByText("This reset link is invalid or has expired. Please request a new one.")).toBeVisible();
    await page.getByRole("link", { name: "Request a new link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("reset password without a token explains and links to a new request", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByText("This reset link is invalid or has expired. Please request a new one.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
  });

  const step1Cases = [
    {
      name: "empty",
      values: { email: "", password: "", fullname: "", phone: "" },
      errors: {
        Email: "Email is required",
        Password: "Password is required",
        "Full name": "Full name is required",
        "Phone number": "Phone number is required",
      },
    },
    { name: "bad email", values: { email: "mona.example.com" }, errors: { Email: "Please enter a valid email address" } },
    { name: "weak password", values: { email: "mona@example.com", password: "password1" }, errors: { Password: PASSWORD_RULE } },
    { name: "short name", values: { email: "mona@example.com", fullname: "M" }, errors: { "Full name": "Full name must be between 2 and 50 characters" } },
    {
      name: "short phone",
      values: { email: "mona@example.com", phone: "12345" },
      errors: { "Phone number": "Phone number must be between 10 and 30 characters" },
    },
  ];
  test("signup step 1: each kind of bad entry keeps the step with its messages", async ({ page }) => {
    for (const c of step1Cases) {
      await test.step(`signup step 1: ${c.name}`, async () => {
        await startSignup(page);
        const v = c.values as { email: string; password?: string; fullname?: string; phone?: string };
        await field(page, "Email").fill(v.email);
        await field(page, "Password").fill(v.password ?? GOOD_PASSWORD);
        await field(page, "Full name").fill(v.fullname ?? "Mona Adel");
        await field(page, "Phone number").fill(v.phone ?? "+201001234567");
        await next(page);
        await expect(stepLabel(page)).toContainText("Step 1 of 5");
        for (const [label, message] of Object.entries(c.errors)) await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
        await expect(page.getByRole("alert")).toHaveCount(Object.keys(c.errors).length);
        // The first invalid field has focus.
        await expect(field(page, Object.keys(c.errors)[0]!)).toBeFocused();
      });
    }
  });

  test("signup step 2: every field is required and Next stays put", async ({ page }) => {
    await startSignup(page);
    await fillStep1(page, { email: uniqueEmail("step2") });
    await next(page);
    await expect(stepLabel(page)).toContainText("Step 2 of 5");
    await next(page);
    await expect(stepLabel(page)).toContainText("Step 2 of 5");
    await expect(field(page, "Job title")).toHaveAccessibleDescription(/Job title is required/);
    await expect(field(page, "Country")).toHaveAccessibleDescription("Country is required");
    await expect(field(page, "City")).toHaveAccessibleDescription("City is required");
    await expect(page.getByRole("radiogroup", { name: "Experience level" })).toHaveAccessibleDescription("Please choose your experience level");
    await field(page, "Job title").fill("Dev");
    await next(page);
    await expect(field(page, "Job title")).toHaveAccessibleDescription(/Job title must be between 5 and 25 characters/);
    for (const level of ["Student", "Junior", "Mid-level", "Senior", "Lead"]) await expect(page.getByRole("radio", { name: level })).toBeVisible();
  });

  test("signup step 3: the spec's notices, file types and the 5 MB limit", async ({ page }) => {
    await startSignup(page);
    await fillStep1(page, { email: uniqueEmail("step3") });
    await next(page);
    await fillStep2(page);
    await next(page);
    await expect(stepLabel(page)).toContainText("Step 3 of 5");
    const create = page.getByRole("button", { name: "Create Account" });

    await create.click();
    await expect(page.getByRole("alert").filter({ hasText: STEP3_INCOMPLETE })).toBeVisible();
    await expect(field(page, "Institute")).toHaveAccessibleDescription("Institute is required");
    await expect(field(page, "Expected salary")).toHaveAccessibleDescription(/Expected salary is required/);

    const fileCases = [
      {
        label: "Resume",
        file: { name: "resume.docx", mimeType: "application/octet-stream", buffer: Buffer.from("PK") },
        message: "Resume must be a PDF (.pdf) file",
      },
      { label: "Resume", file: { name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 32) }, message: TOO_LARGE },
      {
        label: "Profile picture",
        file: { name: "me.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") },
        message: "Profile picture must be a .jpg, .jpeg or .png image",
      },
      { label: "Profile picture", file: { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) }, message: TOO_LARGE },
    ];
    for (const c of fileCases) {
      await field(page, c.label).setInputFiles(c.file);
      await expect(field(page, c.label)).toHaveAccessibleDescription(new RegExp(escapeRegExp(c.message)));
    }

    await fillStep3Text(page);
    await field(page, "Profile picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("me.png")).toBeVisible();
    await create.click();
    // Only the resume is missing: the spec's own message for that.
    await expect(field(page, "Resume")).toHaveAccessibleDescription(new RegExp(escapeRegExp(RESUME_MISSING)));
    await expect(stepLabel(page)).toContainText("Step 3 of 5");
    await expect(field(page, "LinkedIn URL")).toHaveValue("https://linkedin.com/in/mona-adel");

    // Salary must be a whole number in range.
    await field(page, "Expected salary").fill("20");
    await create.click();
    await expect(field(page, "Expected salary")).toHaveAccessibleDescription(/Expected salary must be between 50 and 1,000,000/);
  });
});

test("the wizard: step in the URL, saved progress after a reload, Back", async ({ page }) => {
  const email = uniqueEmail("wizard");
  await startSignup(page, "?plan_id=2");
  await expect(stepLabel(page)).toContainText("Step 1 of 5");
  await expect(page.getByRole("progressbar").first()).toBeVisible();
  await fillStep1(page, { email });
  await next(page);
  await expect(page).toHaveURL(/step=2/);
  await expect(page).toHaveURL(/plan_id=2/);
  await expect(stepLabel(page)).toContainText("Step 2 of 5");
  await expect(page.getByRole("heading", { level: 2, name: "Your career", exact: true })).toBeFocused();
  await fillStep2(page);
  await next(page);
  await expect(page).toHaveURL(/step=3/);
  await field(page, "Institute").fill("Cairo University");

  // Reload: same step, everything typed is back (never the password: it is not stored).
  await page.reload();
  await expect(stepLabel(page)).toContainText("Step 3 of 5");
  await expect(field(page, "Institute")).toHaveValue("Cairo University");
  const saved = await page.evaluate(() => localStorage.getItem("signupProgress") ?? "");
  expect(saved).toContain(email);
  expect(saved).not.toContain(GOOD_PASSWORD);

  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(field(page, "Job title")).toHaveValue("Data Analyst");
  await expect(page.getByRole("radio", { name: "Mid-level" })).toBeChecked();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/step=1/);
  await expect(field(page, "Email")).toHaveValue(email);
  await expect(field(page, "Password")).toHaveValue("");
  await expect(page.getByText(/your password isn't saved/)).toBeVisible();

  // Browser history follows the steps.
  await page.goBack();
  await expect(stepLabel(page)).toContainText("Step 2 of 5");

  // A step that is not open yet is corrected in the URL.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/signup?step=3");
  await expect(page).toHaveURL(/step=1/);
  await expect(stepLabel(page)).toContainText("Step 1 of 5");
  await page.goto("/signup?step=coupon");
  await expect(stepLabel(page)).toContainText("Step 1 of 5");
});

test("the password field shows and hides what was typed", async ({ page }) => {
  await startSignup(page);
  await field(page, "Password").fill("Secret#2026");
  await expect(field(page, "Password")).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(field(page, "Password")).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(field(page, "Password")).toHaveAttribute("type", "password");
});

test("full signup: resume read, coupon and payment steps, then the portal shows the extracted bio and skills", async ({ page, baseURL, accounts }) => {
  const email = accounts.email("signup");
  // A real PDF (pdf-lib) with a summary ("Data analyst with five years … clear decisions.") and skills.
  const resume = await makeResumePdf("Mona Adel");

  await startSignup(page);
  await fillStep1(page, { email });
  await next(page);
  await fillStep2(page);
  await next(page);
  await fillStep3Text(page);
  await field(page, "Profile picture").setInputFiles({ name: "mona.png", mimeType: "image/png", buffer: PNG });
  await field(page, "Resume").setInputFiles({ name: "mona-adel.pdf", mimeType: "application/pdf", buffer: resume });
  await expect(page.getByText("mona-adel.pdf")).toBeVisible();

  // Hold the request while the loading state is looked at.
  const signup = await holdRequests(page, "/api/auth/signup");
  await page.getByRole("button", { name: "Create Account" }).click();
  const loading = page.getByTestId("signup-loading");
  await expect(loading).toBeVisible();
  await expect(loading.getByRole("listitem")).toHaveText([
    /Uploading your resume\.\.\./,
    "Reading your experience...",
    "Extracting your skills...",
    "Setting up your account...",
  ]);
  signup.release();

  // Step 4: signed in, the account is ready.
  await expect(page).toHaveURL(/step=coupon/);
  await expect(stepLabel(page)).toContainText("Step 4 of 5");
  await expect(page.getByText("Your account is ready, Mona!")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBe("true");
  expect(await page.evaluate(() => localStorage.getItem("signupStep"))).toBe("coupon");

  // A reload on step 4 keeps the place (the guest-only guard lets the wizard's end through).
  await page.reload();
  await expect(stepLabel(page)).toContainText("Step 4 of 5");

  // Back from 4 goes to 3 and clears the saved data (spec); the account exists, so step 3 is shown, not resubmitted.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/step=3/);
  await expect(page.getByText("Your account is already created")).toBeVisible();
  await expect(field(page, "Institute")).toBeDisabled();
  expect(await page.evaluate(() => localStorage.getItem("signupProgress"))).toBeNull();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(stepLabel(page)).toContainText("Step 4 of 5");

  // A code is checked for a plan: without one chosen, the page asks for it (billing.spec.ts applies codes).
  const code = page.getByRole("textbox", { name: /^Discount code/ });
  await code.fill("welcome20");
  await page.getByRole("button", { name: "Apply Coupon" }).click();
  await expect(page.getByText("Choose a plan, so we can check the code for it.")).toBeVisible();
  await code.fill("");
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  // Step 5: no plan chosen yet → pick one from the live plans.
  await expect(page).toHaveURL(/step=payment/);
  await expect(stepLabel(page)).toContainText("Step 5 of 5");
  expect(await page.evaluate(() => localStorage.getItem("signupProgress"))).toBeNull();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(stepLabel(page)).toContainText("Step 4 of 5");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("button", { name: "View Subscription Plans" }).click();
  const choose = page.getByRole("button", { name: /^Choose / });
  await expect(choose.first()).toBeVisible();
  await choose.first().click();
  await expect(page).toHaveURL(/plan_id=\d+/);
  await expect(page.getByTestId("chosen-plan")).toBeVisible();
  await expect(page.getByRole("button", { name: "Proceed to Payment" })).toBeEnabled();

  // Paying is e2e/billing.spec.ts's subject: here the account is subscribed through the API.
  const session = (await page.context().cookies()).find((c) => c.name === "amal_session")!.value;
  await subscribeThroughApi(baseURL!, { session });

  // The portal home shows what was read from the resume.
  await page.goto("/portal/home");
  await expect(page.getByTestId("home-bio")).toContainText("turning messy data into clear decisions");
  const hard = page.getByRole("list", { name: /hard skills/i });
  await expect(hard).toContainText("Python");
  await expect(hard).toContainText("SQL");
  const home = (await page.evaluate(async () => (await fetch("/api/portal/home")).json())) as { user: { email: string }; skills: { skill_name: string }[] };
  expect(home.user.email).toBe(email);
  expect(home.skills.map((s) => s.skill_name)).toEqual(expect.arrayContaining(["Python", "SQL"]));

  // Signed in: the guest-only pages send you to the portal.
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/portal/);
});

test("a taken e-mail returns to step 1 with the message on the e-mail field, keeping everything typed", async ({ page, accounts }) => {
  const existing = await existingAccount(accounts, "taken");
  const resume = await makeResumePdf("Mona Adel");
  await startSignup(page);
  await fillStep1(page, { email: existing.email });
  await next(page);
  await fillStep2(page);
  await next(page);
  await fillStep3Text(page);
  await field(page, "Profile picture").setInputFiles({ name: "mona.png", mimeType: "image/png", buffer: PNG });
  await field(page, "Resume").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: resume });
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/step=1/);
  await expect(field(page, "Email")).toHaveAccessibleDescription("An account with this email already exists. Log in or use another email.");
  await expect(field(page, "Email")).toBeFocused();
  await expect(field(page, "Full name")).toHaveValue("Mona Adel");
  await expect(field(page, "Password")).toHaveValue(GOOD_PASSWORD);

  // Fix the e-mail and go on: steps 2 and 3 (files too) are as they were.
  await field(page, "Email").fill(uniqueEmail("retaken"));
  await next(page);
  await expect(field(page, "City")).toHaveValue("Cairo");
  await next(page);
  await expect(page.getByText("cv.pdf")).toBeVisible();
  await expect(page.getByText("mona.png")).toBeVisible();
});

test("login with a wrong password shows the server's message and keeps what was typed", async ({ page, accounts }) => {
  const account = await existingAccount(accounts, "wrongpw");
  await page.goto("/login");
  await field(page, "Email").fill(account.email);
  await field(page, "Password").fill("Not-the-password1!");
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
  await expect(field(page, "Email")).toHaveValue(account.email);
  await expect(page).toHaveURL(/\/login/);
});

test("logout, then log in again; guards in both directions", async ({ page, accounts }) => {
  const account = await existingAccount(accounts, "relogin");

  // Signed out: the portal sends you to the login page.
  await page.goto("/portal");
  await expect(page).toHaveURL(/\/login/);

  await logInViaUi(page, account.email, account.password);
  expect(await page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBe("true");

  // Signed in: every guest-only page sends you to the portal.
  for (const path of ["/login", "/signup", "/forgot-password", "/reset-password?token=x", "/oauth2callback?code=a&state=b"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/portal/);
  }

  await page.getByRole("button", { name: "Logout" }).first().click();
  await page.waitForURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBeNull();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);

  await logInViaUi(page, account.email, account.password);
});

test("an expired session anywhere drops to the login page", async ({ page, accounts }) => {
  const account = await existingAccount(accounts, "expiry");
  await logInViaUi(page, account.email, account.password);
  // The server forgets the session (as if it expired); the browser still believes it is signed in.
  await page.context().clearCookies();
  await page
    .evaluate(() => {
      void fetch("/api/portal/home");
    })
    .catch(() => undefined); // the page may already be leaving for /login
  await page.waitForURL(/\/login\?expired=1/);
  await expect(page.getByText("Your session has expired. Please log in again.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBeNull();
});

test("forgot password: the e-mailed link sets a new password that then logs in", async ({ page, accounts }) => {
  const account = await existingAccount(accounts, "forgot");
  await page.goto("/forgot-password");
  await field(page, "Email").fill(account.email);
  await page.getByRole("button", { name: "RESET PASSWORD" }).click();
  await expect(page.getByRole("heading", { name: "Email Sent !" })).toBeVisible();
  await expect(page.getByText("Your Reset Email Was Sent to Inbox !")).toBeVisible();
  await expect(page.getByText("Please Check Your Email For Details !")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();

  const mail = await latestMailText(page, account.email);
  const token = mail.match(/reset-password\?token=([\w-]+)/)?.[1];
  expect(token, mail).toBeTruthy();

  const fresh = "Renewed2026#";
  await page.goto(`/reset-password?token=${token}`);
  await field(page, "New Password").fill(fresh);
  await field(page, "Confirm New Password").fill(fresh);
  await page.getByRole("button", { name: "CHANGE PASSWORD" }).click();
  await expect(page.getByRole("heading", { name: "Password Changed!" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Login" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does. The link is spent.
  await field(page, "Email").fill(account.email);
  await field(page, "Password").fill(account.password);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
  await field(page, "Password").fill(fresh);
  await page.getByRole("button", { name: "LOG IN" }).click();
  await page.waitForURL(/\/portal/);
});

test("login page: links, terms note and the LinkedIn button when LinkedIn is not configured", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "Terms of Service" }).first()).toHaveAttribute("href", "/terms-of-service");
  await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute("href", "/privacy-policy");
  const config = await (await page.request.get("/api/config")).json();
  const linkedin = page.getByRole("button", { name: /Sign in with LinkedIn/ }).or(page.getByRole("link", { name: /Sign in with LinkedIn/ }));
  await expect(linkedin).toBeVisible();
  if (!config.linkedinConfigured) {
    await expect(linkedin).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByText("Sign in with LinkedIn is not configured")).toBeHidden();
    await linkedin.hover();
    await expect(page.getByText("Sign in with LinkedIn is not configured")).toBeVisible();
    await linkedin.dispatchEvent("click"); // aria-disabled: Playwright would not click it, a person can
    await expect(linkedin).toHaveAccessibleDescription("Sign in with LinkedIn is not configured");
    await expect(page).toHaveURL(/\/login$/);
  }
});

test("the OAuth callback explains a refusal and leads back to login", async ({ page }) => {
  await page.goto("/oauth2callback?error=access_denied");
  await expect(page.getByRole("heading", { name: "We couldn't sign you in" })).toBeVisible();
  await expect(page.getByText(/cancelled/)).toBeVisible();
  await page.getByRole("link", { name: "Back to Login" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto("/oauth2callback?code=abc&state=not-a-real-state");
  await expect(page.getByRole("heading", { name: "We couldn't sign you in" })).toBeVisible();
});

for (const [name, width] of Object.entries(WIDTHS)) {
  test(`sign-in screens fit and pass axe at ${name} (${width}px)`, async ({ page }) => {
    test.slow(); // five pages through axe, each a few seconds of CPU
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/login", "/signup", "/forgot-password", "/reset-password?token=abcdefghijklmnopqrstuvwxyz"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
    }
    // A step with errors shown, too.
    await page.goto("/signup");
    await next(page);
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
