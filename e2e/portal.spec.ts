import { expect, type Locator, type Page } from "@playwright/test";
import {
  WIDTHS,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  holdRequests,
  logInThroughApi,
  signInBrowser,
} from "./helpers";
import { portalTest as test } from "./fixtures";

const NAV_LABELS = [
  "Homepage",
  "Assistant",
  "Career Info",
  "Resume Library",
  "Email Tracker",
  "Career Networking",
  "Job Search",
  "Course Search",
  "Craft Roadmap",
  "Blog",
  "Subscription",
  "Contact Us",
];

const portalNav = (page: Page) => page.getByRole("navigation", { name: "Portal" });
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Opens the portal home and waits for its data (the greeting is the page's h1). */
async function openHome(page: Page) {
  await page.goto("/portal/home");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/**
 * Rewrites GET /api/portal/home in the browser: the real answer, changed by `edit`. For states
 * the API cannot produce yet (more than one resume, sessions, crafted resumes).
 */
// biome-ignore lint/suspicious/noExplicitAny: the test edits the JSON body freely to shape states the API cannot produce.
async function editPortalHome(page: Page, edit: (body: Record<string, any>) => void) {
  await page.route("**/api/portal/home", async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    edit(body);
    await route.fulfill({ response: res, json: body });
  });
}

/**
 * Where a session card's Continue Session link goes. The router writes search values as JSON
 * when they would otherwise read back as another type (a numeric id is quoted), so values are
 * read back the way the router reads them.
 */
async function continueTarget(card: Locator) {
  const href = await card.getByRole("link", { name: "Continue Session" }).getAttribute("href");
  const url = new URL(href!, "http://x");
  // Exactly as in the address bar: the coach page reads these values as they are.
  const read = (key: string) => url.searchParams.get(key) ?? "";
  return { path: url.pathname, session_name: read("session_name"), session_id: read("session_id") };
}

test.describe("portal shell", () => {
  test("should show the full side navigation on desktop, in the spec's order, with the current page marked", async ({ page, portalUser }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openHome(page);
    const nav = portalNav(page);
    await expect(nav.getByRole("link")).toHaveText(NAV_LABELS);
    await expect(nav.getByRole("link", { name: "Homepage" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");

    const sidebar = page.locator("#portal-sidebar");
    expect((await sidebar.boundingBox())!.width).toBe(280);
    await expect(sidebar.getByText(portalUser.fullname)).toBeVisible();
    await expect(sidebar.getByText(portalUser.title)).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expectNoHorizontalOverflow(page);
  });

  test("should collapse to an icon rail with named links and tooltips on tablet", async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.tablet, height: 900 });
    await openHome(page);
    const sidebar = page.locator("#portal-sidebar");
    expect((await sidebar.boundingBox())!.width).toBeLessThan(90);
    // Labels are out of sight but still name the links.
    await expect(portalNav(page).getByRole("link")).toHaveCount(12);
    const careerInfo = portalNav(page).getByRole("link", { name: "Career Info" });
    expect((await careerInfo.boundingBox())!.width).toBeLessThan(70);
    await careerInfo.hover();
    await expect(page.getByRole("tooltip", { name: "Career Info" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expectNoHorizontalOverflow(page);
  });

  test("should hide the navigation behind a menu toggle on mobile", async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await openHome(page);
    await expect(portalNav(page)).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(portalNav(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" }).first()).toHaveAttribute("aria-expanded", "true");
    await expect(portalNav(page).getByRole("link", { name: "Homepage" })).toHaveAttribute("aria-current", "page");
    // The page behind does not scroll, and Tab cycles inside the open menu.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    for (let i = 0; i < 20; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("#portal-sidebar, .portal-topbar"))).toBe(true);

    await page.keyboard.press("Escape");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    await expect(portalNav(page)).toBeHidden();

    // Choosing a page closes the menu.
    await page.getByRole("button", { name: "Open menu" }).click();
    await portalNav(page).getByRole("link", { name: "Career Networking" }).click();
    await expect(page).toHaveURL(/\/portal\/career-networking$/);
    await expect(portalNav(page)).toBeHidden();
    await expectNoHorizontalOverflow(page);
  });

  test("should redirect /portal to the portal home", async ({ page }) => {
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/portal\/home$/);
  });

  test("should highlight the chosen item and show later pages as not found inside the shell", async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openHome(page);
    const nav = portalNav(page);
    await nav.getByRole("link", { name: "Job Search" }).click();
    await expect(page).toHaveURL(/\/portal\/jobs-board-search$/);
    await expect(nav.getByRole("link", { name: "Job Search" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current=page]")).toHaveCount(1);

    // A portal address that is no page shows Not Found inside the shell.
    await page.goto("/portal/no-such-tool");
    await expect(page.getByRole("main").getByRole("heading", { name: "Sorry Not Found" })).toBeVisible();
    await expect(nav).toBeVisible();

    // Change password and notifications highlight nothing.
    await page.goto("/portal/change-password");
    await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
    await expect(nav.locator("[aria-current=page]")).toHaveCount(0);
  });

  test("should open the profile menu with Change Password, closing on Escape and outside clicks", async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openHome(page);
    const avatar = page.getByRole("button", { name: "Open profile menu" });

    await avatar.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["Change Password"]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await avatar.click();
    await expect(menu).toBeVisible();
    // An empty spot of the top bar: the user is shared by the worker's tests, so the page below
    // may hold session cards and links from other specs.
    await page.mouse.click(700, 25);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/portal\/home$/);

    await avatar.click();
    await menu.getByRole("menuitem", { name: "Change Password" }).click();
    await expect(page).toHaveURL(/\/portal\/change-password$/);
  });

  test("should show the notification bell without a dot when there is nothing new", async ({ page }) => {
    // The account has seen everything it was told (a new subscriber is told of the subscription).
    const { latestId } = await (await page.request.get("/api/notifications")).json();
    if (latestId) expect((await page.request.post("/api/notifications/seen", { data: { lastId: latestId } })).ok()).toBe(true);
    await openHome(page);
    const bell = page.getByRole("link", { name: "Notifications" });
    await expect(bell).toHaveAttribute("href", "/portal/notifications");
    await expect(page.getByTestId("notification-dot")).toHaveCount(0);
  });

  test("should send a browser whose session has expired to /login", async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    await signInBrowser(context, baseURL!, { id: "nobody", session: "not-a-real-session" });
    const page = await context.newPage();
    await page.goto("/portal/home");
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBeNull();
    await context.close();
  });
});

test.describe("logout", () => {
  test.use({ freshPortalUser: true });

  test("should log out to /login and keep the portal closed afterwards", async ({ page, portalUser, baseURL }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openHome(page);
    await page.locator("#portal-sidebar").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBeNull();

    await page.goto("/portal");
    await expect(page).toHaveURL(/\/login/);
    // The server ended the session too.
    const me = await page.request.get(`${baseURL}/api/auth/me`, { headers: { Cookie: `amal_session=${portalUser.session}` } });
    expect(me.status()).toBe(401);
  });
});

test.describe("portal home", () => {
  test("should greet the user with their profile, bio, skills and resume from signup", async ({ page, portalUser }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openHome(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portalUser.fullname);
    const hero = page.locator(".home-hero");
    await expect(hero).toContainText(portalUser.title);
    await expect(hero).toContainText(`${portalUser.city}, ${portalUser.country}`);
    await expect(page.getByTestId("home-bio")).toContainText("Data analyst with five years of experience");
    await expect(hero.getByRole("link", { name: "Update Career Info" })).toHaveAttribute("href", "/portal/career-info");
    await expect(hero.getByRole("link", { name: "Create New Session" })).toHaveAttribute("href", "/portal/assistant-chat?new=1");

    // Skills extracted from the resume's skills section.
    const skills = section(page, "Skills");
    await expect(skills.getByText("Python", { exact: true })).toBeVisible();
    await expect(skills.getByText("SQL", { exact: true })).toBeVisible();

    // The uploaded resume, drawn from its first page.
    const resumes = section(page, "Resumes");
    const card = resumes.getByRole("listitem");
    await expect(card).toHaveCount(1);
    await expect(card.locator(".pdf-thumb")).toHaveAttribute("data-status", "ready");
    await expect(card.locator("canvas")).toHaveCount(1);
    await expect(card.getByRole("link", { name: /^Edit / })).toHaveAttribute("href", "/portal/career-info");
    await expect(resumes.getByRole("button", { name: /Load more/i })).toBeDisabled();

    // Contacts without the protocol.
    const contacts = section(page, "My Contacts");
    await expect(contacts.getByRole("link", { name: portalUser.email })).toHaveAttribute("href", `mailto:${portalUser.email}`);
    await expect(contacts.getByRole("link", { name: "www.linkedin.com/in/sara-ali-data" })).toHaveAttribute("href", portalUser.linkedin);
    await expectNoSeriousA11yViolations(page);
  });

  test("should keep the bio's line breaks", async ({ page }) => {
    await editPortalHome(page, (body) => {
      body.user.bio = "First line of my story.\nSecond line, after a break.\n\nA new paragraph.";
    });
    await openHome(page);
    const bio = page.getByTestId("home-bio");
    await expect(bio).toHaveCSS("white-space", "pre-line");
    const lines = await bio.evaluate((el) => (el as HTMLElement).innerText.split("\n"));
    expect(lines).toEqual(["First line of my story.", "Second line, after a break.", "", "A new paragraph."]);
  });

  test.describe("for a new user", () => {
    // Its own account: the worker's shared user may already hold sessions made by other specs.
    test.use({ freshPortalUser: true });

    test("should show empty states for a new user's jobs, sessions and crafted resumes", async ({ page }) => {
      // Signup keeps the jobs its resume lists; a user who removed them all sees the empty state.
      const career = (await (await page.request.get("/api/career")).json()) as { versions: { jobs: string } };
      expect((await page.request.put("/api/career/jobs", { data: { version: career.versions.jobs, jobs: [] } })).status()).toBe(200);
      await openHome(page);
      await expect(section(page, "Job Titles")).toContainText("No jobs added yet. Add your first job to get started!");

      const sessions = section(page, "Coaching Sessions");
      await expect(sessions.getByRole("heading", { name: "Start Your Coaching Journey" })).toBeVisible();
      await expect(sessions).toContainText("don't have any coaching sessions yet");
      await expect(sessions.getByRole("link", { name: "Start Your First Session" })).toHaveAttribute("href", "/portal/assistant-chat");

      const crafted = section(page, "Crafted Resumes");
      await expect(crafted.getByRole("heading", { name: "No crafted resumes yet" })).toBeVisible();
      await expect(crafted.getByRole("button", { name: /Load more/i })).toHaveCount(0);
    });
  });

  test("should list jobs as current or former", async ({ page }) => {
    await editPortalHome(page, (body) => {
      body.jobs = [
        { id: 1, job_title: "Data Analyst", company_name: "Nile Retail Group", is_current: 1, job_description: "" },
        { id: 2, job_title: "Junior Analyst", company_name: "Delta Insights", is_current: 0, job_description: "" },
      ];
    });
    await openHome(page);
    const items = section(page, "Job Titles").getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText("Data Analyst");
    await expect(items.nth(0)).toContainText("Nile Retail Group");
    await expect(items.nth(0)).toContainText("Current Job");
    await expect(items.nth(1)).toContainText("Former Job");
  });

  // The API takes one resume at signup and has no other upload yet (Career Info comes later), so
  // more than four resumes are given to the page by rewriting its API answer in the browser:
  // six cards that all point at the user's real PDF.
  test("should show four resumes, then four more with Load More, disabled when all are shown", async ({ page }) => {
    await editPortalHome(page, (body) => {
      const [first] = body.resumes;
      body.resumes = Array.from({ length: 6 }, (_, i) => ({ ...first, id: 1000 + i, title: `Resume ${i + 1}.pdf` }));
      body.craftedResumes = Array.from({ length: 5 }, (_, i) => ({ id: 2000 + i, resume_url: `/api/files/crafted/${i}`, file_path: `crafted/Tailored CV ${i + 1}.docx` }));
    });
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openHome(page);

    const resumes = section(page, "Resumes");
    await expect(resumes.getByRole("listitem")).toHaveCount(4);
    await expect(resumes.locator(".pdf-thumb[data-status=ready]")).toHaveCount(4);
    const more = resumes.getByRole("button", { name: /Load more|Loading/i });
    await expect(more).toBeEnabled();
    // Hold the next PDFs back, so "Loading..." can be seen while they download and draw.
    const pdfs = await holdRequests(page, "**/api/files/resume/**");
    await more.click();
    await expect(more).toHaveText("Loading...");
    await expect(more).toBeDisabled();
    pdfs.release();
    await expect(resumes.getByRole("listitem")).toHaveCount(6);
    await expect(resumes.locator(".pdf-thumb[data-status=ready]")).toHaveCount(6);
    await expect(more).toHaveText("Load More");
    await expect(more).toBeDisabled();

    const crafted = section(page, "Crafted Resumes");
    await expect(crafted.getByRole("listitem")).toHaveCount(4);
    // Edit opens the document in the word editor (spec: onlyOfficeId, onlyOfficeTitle).
    await expect(crafted.getByRole("link", { name: "Edit Tailored CV 1" })).toHaveAttribute("href", /^\/portal\/word-editor\?onlyOfficeId=2000&onlyOfficeTitle=Tailored(\+|%20)CV(\+|%20)1/);
    await crafted.getByRole("button", { name: /Load more/i }).click();
    await expect(crafted.getByRole("listitem")).toHaveCount(5);
    await expect(crafted.getByRole("button", { name: "Load More" })).toBeDisabled();
  });

  test.describe("with sessions of its own", () => {
    // Its own account, so the list holds exactly the sessions this test makes.
    test.use({ freshPortalUser: true });

    test("should rename a coaching session in place and continue it in the assistant", async ({ page }) => {
      // Two real sessions (the chat creates them like this on a first message); the newest comes first.
      const stamp = Date.now();
      for (const [id, name] of [[String(stamp), "November 18, 2026"], [String(stamp + 1), "Interview prep"]]) {
        const res = await page.request.post("/api/coach/sessions", { data: { session_id: id, session_name: name } });
        expect(res.status(), await res.text()).toBe(201);
      }
      await openHome(page);
      const sessions = section(page, "Coaching Sessions");
      const cards = sessions.getByRole("listitem");
      await expect(cards).toHaveCount(2);
      // Never used yet, so the newest comes first; a card in edit mode shows its name only in the input.
      const card = cards.nth(0);
      await expect(card).toContainText("Interview prep");
      await expect(cards.nth(1)).toContainText("November 18, 2026");
      expect(await continueTarget(card)).toEqual({ path: "/portal/assistant-chat", session_name: "Interview prep", session_id: String(stamp + 1) });

      await card.getByRole("button", { name: "Rename Interview prep" }).click();
      const input = card.getByRole("textbox", { name: "Session name" });
      await expect(input).toHaveValue("Interview prep");
      await input.fill("Mock interview with Amal");
      const saved = page.waitForResponse((r) => r.url().endsWith(`/api/coach/sessions/${stamp + 1}`) && r.request().method() === "PATCH");
      await card.getByRole("button", { name: "Save" }).click();
      expect((await saved).status()).toBe(200);
      await expect(card).toContainText("Mock interview with Amal");
      expect(await continueTarget(card)).toMatchObject({ session_name: "Mock interview with Amal" });
      // It stays renamed after a reload: the name is saved on the server.
      await page.reload();
      await expect(section(page, "Coaching Sessions").getByText("Mock interview with Amal")).toBeVisible();
    });
  });

  test("should list daily tips that open in a new tab, with Load More while more remain", async ({ page }) => {
    await openHome(page);
    const tips = section(page, "Daily Tips To keep you on Track");
    await expect(tips.getByRole("listitem")).toHaveCount(4);
    const read = tips.getByRole("link", { name: /^Read/ }).first();
    await expect(read).toHaveAttribute("target", "_blank");
    await expect(read).toHaveAttribute("href", /^\/blog\/article\/\d+$/);
    await tips.getByRole("button", { name: "Load More" }).click();
    await expect(tips.getByRole("listitem")).toHaveCount(6);
    await expect(tips.getByRole("button", { name: "Load More" })).toHaveCount(0);
  });

  test("should show the extraction note when the resume had no text", async ({ page }) => {
    const note = "We couldn't read text from your resume (it may be a scanned image). You can add your bio and skills in Career Info.";
    await editPortalHome(page, (body) => {
      body.extraction = { note };
    });
    await openHome(page);
    await expect(page.getByRole("note")).toHaveText(note);
  });

  test("should show a readable error with Retry when the dashboard cannot load", async ({ page }) => {
    let failures = 1;
    await page.route("**/api/portal/home", async (route) => {
      if (failures-- > 0) {
        await route.fulfill({ status: 500, json: { error: { code: "internal", message: "Something went wrong on our side. Please try again." } } });
      } else {
        await route.continue();
      }
    });
    await page.goto("/portal/home");
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "We couldn't load your dashboard" })).toBeVisible();
    await expect(alert).toContainText("Something went wrong on our side.");
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sara Ali");
  });

  test("should have no serious accessibility problems on mobile", async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await openHome(page);
    await expect(section(page, "Resumes").locator(".pdf-thumb")).toHaveAttribute("data-status", "ready");
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("change password", () => {
  test.use({ freshPortalUser: true });

  test("should check the new password, report a wrong current password, then change it", async ({ page, portalUser, baseURL }) => {
    await page.goto("/portal/change-password");
    const current = page.getByLabel("Current Password", { exact: true });
    const next = page.getByLabel("New Password", { exact: true });
    const confirm = page.getByLabel("Confirm New Password", { exact: true });
    const submit = page.getByRole("button", { name: "Change Password" });
    await expect(page.getByText(/Tip:/)).toBeVisible();

    // Show/hide.
    await current.fill("secret");
    await expect(current).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show current password" }).click();
    await expect(current).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide current password" }).click();
    await expect(current).toHaveAttribute("type", "password");

    // The spec's messages, first failing one shown.
    await next.fill("Ab1@");
    await submit.click();
    await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
    await next.fill("abcdefgh1");
    await submit.click();
    await expect(page.getByText("Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character")).toBeVisible();
    await next.fill("NewPass@2025");
    await confirm.fill("NewPass@2026");
    await submit.click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    // The server's answer about the current password, on that field; what was typed stays.
    await confirm.fill("NewPass@2025");
    await current.fill("Wrong@pass1");
    await submit.click();
    await expect(page.getByText("Current password is incorrect")).toBeVisible();
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(next).toHaveValue("NewPass@2025");
    await expect(confirm).toHaveValue("NewPass@2025");

    await current.fill(portalUser.password);
    await submit.click();
    await expect(page.getByRole("status")).toHaveText("Your password has been changed successfully.");
    await expect(current).toHaveValue("");

    // This browser stays signed in; then log out and sign in with the new password.
    await page.goto("/portal/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portalUser.fullname);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await logInThroughApi(baseURL!, portalUser.email, portalUser.password)).status).toBe(401);
    expect((await logInThroughApi(baseURL!, portalUser.email, "NewPass@2025")).status).toBe(200);
  });
});
