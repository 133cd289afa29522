import { expect, type Locator, type Page } from "@playwright/test";
import { COACH_RECAP_CONFIRM } from "../party/coach-protocol";
import { portalTest as test } from "./fixtures";
import { WIDTHS, expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./helpers";

/*
 * The coaching session screen against the real app: the CoachRoom Durable Object, the local
 * coach engine, the /api/coach endpoints and the user's hub. Every test works in a session of
 * its own (a fresh timestamp id), so rooms are never shared between tests.
 */

const talk = (page: Page) => page.getByRole("region", { name: "Talk to Coach" });
const knowledge = (page: Page) => page.getByRole("region", { name: "Knowledge base" });
const messageBox = (page: Page) => page.getByRole("textbox", { name: "Message" });
const submitButton = (page: Page) => talk(page).getByRole("button", { name: /^(Submit|Processing\.\.\.)$/ });
const aiMessages = (page: Page) => talk(page).getByTestId("ai-message");
const humanMessages = (page: Page) => talk(page).getByTestId("human-message");
const windowNamed = (page: Page, name: string) => page.getByRole("dialog", { name, exact: true });
const railButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
/** A session's card on the portal home, found by its id (its name turns into an input while renaming). */
const sessionCard = (page: Page, id: string) => page.getByRole("listitem").filter({ has: page.locator(`a[href*="session_id=${id}"]`) });

let sessionCounter = 0;

/** Creates a session through the API (as the chat does for a first message) and returns its URL. */
async function createSession(page: Page, name: string) {
  const id = String(Date.now() * 10 + (sessionCounter++ % 10));
  const res = await page.request.post("/api/coach/sessions", { data: { session_id: id, session_name: name } });
  expect(res.status(), await res.text()).toBe(201);
  return { id, name, url: `/portal/assistant-chat?session_id=${id}&session_name=${encodeURIComponent(name)}` };
}

/** Opens the chat and waits until the session has loaded and its live socket is open. */
async function openChat(page: Page, url: string) {
  await page.goto(url);
  await expect(messageBox(page)).toBeVisible();
  await expect(page.locator(".coach-page")).toHaveAttribute("data-connection", "open");
}

/**
 * Routes this page's coach-room socket through the test: events pass until `after` token events
 * have streamed, then everything is held until `release()`. The reply is then visibly half
 * written, however fast the engine is.
 */
async function holdReplyMidStream(page: Page, after = 3) {
  const held: string[] = [];
  let tokens = 0;
  let holding = true;
  let deliver: ((message: string) => void) | null = null;
  await page.routeWebSocket(/\/parties\/coach-room\//, (ws) => {
    const server = ws.connectToServer();
    deliver = (m) => ws.send(m);
    server.onMessage((message) => {
      const text = String(message);
      if (holding && tokens >= after) return void held.push(text);
      if (text.includes('"type":"token"')) tokens++;
      ws.send(message);
    });
  });
  return {
    tokensSeen: () => tokens,
    release: () => {
      holding = false;
      for (const m of held.splice(0)) deliver?.(m);
    },
  };
}

/** Sends a message with the keyboard and waits for Amal's complete answer. */
async function sendAndWait(page: Page, text: string) {
  const before = await aiMessages(page).count();
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
  await expect(aiMessages(page)).toHaveCount(before + 1);
  await expect(aiMessages(page).last()).not.toHaveAttribute("data-state", "streaming");
  await expect(submitButton(page)).toHaveText("Submit");
}

/** Where an element sits once it has stopped moving (a window slides in when it opens). */
async function settledBox(target: Locator) {
  let last = "";
  let box: { x: number; y: number; width: number; height: number } | null = null;
  await expect
    .poll(async () => {
      box = await target.boundingBox();
      const now = JSON.stringify(box);
      const same = now === last;
      last = now;
      return same && box !== null;
    }, { message: "the element kept moving" })
    .toBe(true);
  return box!;
}

/** Drags a window by its title bar with the mouse (pointer events). */
async function dragBy(page: Page, win: Locator, dx: number, dy: number) {
  const bar = win.getByTestId("window-drag-handle");
  const box = (await bar.boundingBox())!;
  const x = box.x + 60;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

test.describe("assistant chat", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  });

  test("should start a session from the portal home, fill a template prompt and stream the answer into the transcript and the Knowledge base", async ({ page }) => {
    await page.goto("/portal/home");
    await page.getByRole("link", { name: "Create New Session" }).click();
    await expect(page).toHaveURL(/\/portal\/assistant-chat$/);

    // The fixed header and the chat navigation.
    await expect(page.getByRole("heading", { name: "Amal", level: 1 })).toBeVisible();
    await expect(page.getByText("Career Coach", { exact: true })).toBeVisible();
    await expect(page.getByText("Available", { exact: true })).toBeVisible();
    await expect(page.getByTestId("live-clock")).toContainText(/\d{2}:\d{2}:\d{2}/);
    const chatNav = page.getByRole("navigation", { name: "Coach" });
    await expect(chatNav.getByRole("link")).toHaveText(["Home", "Session", "Voice session"]);

    // No session yet: the right rail waits for the first message.
    await expect(railButton(page, "Tools")).toHaveAttribute("aria-disabled", "true");
    await railButton(page, "Tools").click({ force: true });
    await expect(windowNamed(page, "Tools")).toHaveCount(0);
    await expect(messageBox(page)).toHaveAttribute("placeholder", "Type your message here...");

    // A template goes into the box with its placeholder selected, so typing replaces it.
    await talk(page).getByRole("button", { name: "Recommend Course about <SUBJECT>" }).click();
    await expect(messageBox(page)).toBeFocused();
    expect(await messageBox(page).evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toBe("<SUBJECT>");
    await page.keyboard.type("SQL");
    await expect(messageBox(page)).toHaveValue("Recommend Course about SQL");

    const stream = await holdReplyMidStream(page);
    await page.keyboard.press("Enter");

    // Submit clears the box, shows the message as "You", and Amal's answer starts streaming.
    await expect(messageBox(page)).toHaveValue("");
    await expect(humanMessages(page)).toHaveText([/^You.*Recommend Course about SQL$/s]);
    const streaming = aiMessages(page).last();
    await expect(streaming).toHaveAttribute("data-state", "streaming");
    await expect(streaming).toContainText(/^Amal/);
    // The tokens that came through are on screen; the rest is held back by the test.
    await expect(streaming.locator(".bubble__body .md")).not.toBeEmpty();
    const partial = (await streaming.locator(".bubble__body").innerText()).trim();
    await expect(submitButton(page)).toHaveText("Processing...");
    await expect(submitButton(page)).toBeDisabled();
    // The tool ran before the first token: its name shows with the first underscore removed.
    await expect(knowledge(page).getByTestId("kb-tool-name").first()).toHaveText("recommend courses");

    // The session exists now: in the URL, in local storage, and the right rail works.
    await expect(page).toHaveURL(/session_id=\d+&session_name=[A-Z][a-z]+(\+|%20)\d{1,2}%2C(\+|%20)\d{4}/);
    const stored = await page.evaluate(() => ({ id: localStorage.getItem("sessionId"), name: localStorage.getItem("sessionName") }));
    expect(stored.id).toMatch(/^\d{13}$/);
    expect(stored.name).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(railButton(page, "Tools")).not.toHaveAttribute("aria-disabled", "true");

    stream.release();
    await expect(streaming).not.toHaveAttribute("data-state", "streaming");
    const answer = (await streaming.locator(".bubble__body").innerText()).trim();
    // The whole answer is longer than what had streamed, and starts with it.
    expect(answer.length).toBeGreaterThan(partial.length);
    expect(answer.startsWith(partial.slice(0, 20))).toBe(true);
    await expect(submitButton(page)).toHaveText("Submit");
    // Course links from the catalogue, as real links.
    const links = streaming.getByRole("link");
    expect(await links.count()).toBeGreaterThan(0);
    await expect(links.first()).toHaveAttribute("href", /^https?:\/\//);
    await expect(links.first()).toHaveAttribute("rel", /noopener/);
    await expect(knowledge(page).getByTestId("additional-response")).not.toBeEmpty();
    await expectNoSeriousA11yViolations(page);

    // Tools window (428 px): another template, sent with Enter.
    await railButton(page, "Tools").click();
    const tools = windowNamed(page, "Tools");
    await expect(tools).toBeVisible();
    await expect.poll(async () => Math.round((await tools.boundingBox())!.height)).toBe(428);
    await expect(tools.getByRole("listitem")).toHaveText([
      "Recommend Course about <SUBJECT>",
      "Daily tips to boost performance",
      "Give me info about <COURSE>",
      "Give me a roadmap for a <FIELD>",
      "Recommend me a youtube channel for <SUBJECT OR COURSE>",
    ]);
    await tools.getByRole("button", { name: "Daily tips to boost performance" }).click();
    await expect(messageBox(page)).toHaveValue("Daily tips to boost performance");
    await page.keyboard.press("Escape");
    await expect(tools).toHaveCount(0);
    await sendAndWait(page, "Daily tips to boost performance");
    await expect(knowledge(page).getByTestId("kb-tool-name").first()).toHaveText("daily tips");

    // A reload reopens the same conversation, at its newest message.
    await page.reload();
    await expect(humanMessages(page)).toHaveCount(2);
    await expect(aiMessages(page)).toHaveCount(2);
    const log = talk(page).getByRole("log", { name: "Conversation" });
    const jump = talk(page).getByRole("button", { name: "Scroll to bottom" });
    await expect(jump).toHaveCount(0);
    // Scrolled up to read, a button leads back down.
    await log.evaluate((el) => el.scrollTo({ top: 0 }));
    await jump.click();
    await expect(jump).toHaveCount(0);
    await expect.poll(() => log.evaluate((el) => Math.round(el.scrollHeight - el.scrollTop - el.clientHeight))).toBeLessThan(2);
  });

  test("should reopen a session from the nested /:sessionName/:sessionId address", async ({ page }) => {
    const session = await createSession(page, "Nested route");
    await page.goto(`/portal/assistant-chat/${encodeURIComponent(session.name)}/${session.id}`);
    await expect(talk(page).getByTestId("session-name")).toHaveText("Nested route");
    await expect(railButton(page, "Tools")).not.toHaveAttribute("aria-disabled", "true");
    await sendAndWait(page, "Recommend me a youtube channel for Excel");
    await expect(knowledge(page).getByTestId("kb-tool-name").first()).toHaveText("recommend youtube");
    expect(await page.evaluate(() => localStorage.getItem("sessionId"))).toBe(session.id);
  });

  test("should show one conversation live in two tabs: the message and the same streaming reply", async ({ page, context }) => {
    const session = await createSession(page, "Two tabs");
    await openChat(page, session.url);
    const other = await context.newPage();
    await other.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    const otherStream = await holdReplyMidStream(other, 2);
    await openChat(other, session.url);

    await messageBox(page).fill("Give me a roadmap for a data analyst");
    await submitButton(page).click();

    // The second tab sees the message and the reply streaming in, written by the first tab's request.
    await expect(humanMessages(other)).toHaveText([/Give me a roadmap for a data analyst$/]);
    await expect(aiMessages(other).last()).toHaveAttribute("data-state", "streaming");
    await expect(submitButton(other)).toHaveText("Processing...");
    // It cannot interleave a second question while Amal is answering.
    await expect(submitButton(other)).toBeDisabled();

    await expect(aiMessages(page)).toHaveCount(1);
    await expect(aiMessages(page).last()).not.toHaveAttribute("data-state", "streaming");
    const final = (await aiMessages(page).last().locator(".bubble__body").innerText()).trim();

    otherStream.release();
    await expect(aiMessages(other).last()).not.toHaveAttribute("data-state", "streaming");
    expect((await aiMessages(other).last().locator(".bubble__body").innerText()).trim()).toBe(final);
    await expect(knowledge(other).getByTestId("kb-tool-name").first()).toHaveText("career roadmap");

    // And the other way round, without holding anything.
    await sendAndWait(other, "Recommend me a youtube channel for SQL");
    await expect(aiMessages(page)).toHaveCount(2);
    await expect(humanMessages(page).last()).toContainText("Recommend me a youtube channel for SQL");
  });

  test("should rename a session from its portal home card and update the chat and other home tabs live", async ({ page, context }) => {
    const session = await createSession(page, "Before rename");
    const chat = await context.newPage();
    await chat.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openChat(chat, session.url);
    await expect(talk(chat).getByTestId("session-name")).toHaveText("Before rename");

    const watcher = await context.newPage();
    await watcher.goto("/portal/home");
    const watcherCard = sessionCard(watcher, session.id);
    await expect(watcherCard).toContainText("Before rename");

    await page.goto("/portal/home");
    const card = sessionCard(page, session.id);
    await card.getByRole("button", { name: "Rename Before rename" }).click();
    const input = card.getByRole("textbox", { name: "Session name" });
    await expect(input).toHaveValue("Before rename");
    await input.fill("SQL study plan");
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/coach/sessions/${session.id}`) && r.request().method() === "PATCH");
    await card.getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);
    await expect(card).toContainText("SQL study plan");
    await expect(card.getByRole("link", { name: "Continue Session" })).toHaveAttribute("href", /session_name=SQL(\+|%20)study(\+|%20)plan/);

    // Saved on the server, not only on this card.
    const res = await page.request.get(`/api/coach/sessions/${session.id}`);
    expect((await res.json()).session.session_name).toBe("SQL study plan");

    // The open chat and the other home tab follow without a reload.
    await expect(talk(chat).getByTestId("session-name")).toHaveText("SQL study plan");
    await expect(chat).toHaveURL(/session_name=SQL(\+|%20)study(\+|%20)plan/);
    await expect(watcherCard).toContainText("SQL study plan");

    // Continue Session opens it.
    await card.getByRole("link", { name: "Continue Session" }).click();
    await expect(page).toHaveURL(new RegExp(`/portal/assistant-chat\\?.*session_id=${session.id}`));
    await expect(talk(page).getByTestId("session-name")).toHaveText("SQL study plan");
  });

  test("should keep the typed name and say why when a rename cannot be saved", async ({ page }) => {
    const session = await createSession(page, "Keep me");
    await page.route(`**/api/coach/sessions/${session.id}`, (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Try again in a moment." } } }) : route.fallback(),
    );
    await page.goto("/portal/home");
    const card = sessionCard(page, session.id);
    await card.getByRole("button", { name: "Rename Keep me" }).click();
    await card.getByRole("textbox", { name: "Session name" }).fill("Will not save");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(card.getByRole("alert")).toHaveText("Try again in a moment.");
    await expect(card.getByRole("textbox", { name: "Session name" })).toHaveValue("Will not save");
    // The name on the server is unchanged.
    const res = await page.request.get(`/api/coach/sessions/${session.id}`);
    expect((await res.json()).session.session_name).toBe("Keep me");
  });

  test("should ask before a recap: Cancel and a click outside do nothing, OK streams the recap into the Knowledge base", async ({ page }) => {
    // Without a session, OK has nothing to recap.
    await page.goto("/portal/assistant-chat?new=1");
    await expect(messageBox(page)).toBeVisible();
    await railButton(page, "Recap").click();
    await page.getByRole("dialog").getByRole("button", { name: "OK" }).click();
    await expect(knowledge(page)).toContainText("nothing to recap yet");

    const session = await createSession(page, "Recap me");
    await openChat(page, session.url);
    await sendAndWait(page, "Recommend Course about Python");
    const panelText = knowledge(page).getByTestId("additional-response");
    const before = (await panelText.textContent()) ?? "";

    await railButton(page, "Recap").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(COACH_RECAP_CONFIRM);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panelText).toHaveText(before);

    await railButton(page, "Recap").click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
    await expect(panelText).toHaveText(before);

    await railButton(page, "Recap").click();
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog).toHaveCount(0);
    // The streamed recap opens with its own heading (the panel's "Session recap" label shows only while it streams).
    await expect(panelText.getByRole("heading", { name: "Session recap" })).toBeVisible();
    await expect(panelText).not.toHaveText(before);
    await expect(submitButton(page)).toHaveText("Submit");
    await expect(panelText).toContainText(/Python/i);
    // The recap fills the panel only; the transcript is unchanged.
    await expect(aiMessages(page)).toHaveCount(1);
  });

  test("should open each floating window, one at a time, draggable and inside the screen", async ({ page }) => {
    const session = await createSession(page, "Windows");
    // Only the Get Insights answer streams in this test: hold it after its first token.
    const stream = await holdReplyMidStream(page, 1);
    await openChat(page, session.url);

    // Blog: the four latest posts, each opening its article.
    await railButton(page, "Blog").click();
    const blog = windowNamed(page, "Blog");
    await expect(blog.getByRole("link")).toHaveCount(4);
    await expect(blog.getByRole("link").first()).toHaveAttribute("href", /^\/blog\/article\/\d+$/);
    await expect(blog).toContainText("4 Posts");

    // Opening another replaces it.
    await railButton(page, "Newsletter").click();
    await expect(blog).toHaveCount(0);
    const newsletter = windowNamed(page, "Newsletter");
    await expect(newsletter.getByRole("form", { name: "Newsletter sign-up" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);

    // Dragging moves it by the distance dragged; it never leaves the viewport.
    const start = await settledBox(newsletter);
    await dragBy(page, newsletter, 180, 120);
    await expect.poll(async () => {
      const moved = (await newsletter.boundingBox())!;
      return [Math.round(moved.x - start.x), Math.round(moved.y - start.y)];
    }).toEqual([180, 120]);
    await dragBy(page, newsletter, 4000, 4000);
    await expect.poll(async () => {
      const box = (await newsletter.boundingBox())!;
      return { rightInside: box.x + box.width <= WIDTHS.desktop, bottomInside: box.y + box.height <= 900, atRightEdge: box.x + box.width > WIDTHS.desktop - 20 };
    }).toEqual({ rightInside: true, bottomInside: true, atRightEdge: true });
    const corner = await settledBox(newsletter);
    // Keyboard: the title bar moves with the arrow keys, Escape closes.
    await newsletter.getByTestId("window-drag-handle").focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => Math.round((await newsletter.boundingBox())!.x)).toBe(Math.round(corner.x - 24));
    await page.keyboard.press("Escape");
    await expect(newsletter).toHaveCount(0);
    await expect(railButton(page, "Newsletter")).toBeFocused();

    // Books: ten picks, with typographic covers.
    await railButton(page, "Books").click();
    const books = windowNamed(page, "Books");
    await expect(books.getByRole("listitem")).toHaveCount(10);
    await expect(books).toContainText("10 Books");
    await expect(books.getByRole("link", { name: /^View book/ }).first()).toHaveAttribute("href", /^https?:\/\//);
    await expectNoSeriousA11yViolations(page);
    await books.getByRole("button", { name: "Close Books" }).click();
    await expect(books).toHaveCount(0);

    // Resumes: the signup resume in the PDF viewer; Get Insights answers in the chat and closes it.
    await railButton(page, "Resumes").click();
    const gallery = windowNamed(page, "Resumes");
    await expect(gallery.locator("canvas").first()).toBeVisible();
    await expect(gallery.getByRole("button", { name: /^Resume 1:/ })).toHaveAttribute("aria-current", "true");
    await gallery.getByRole("button", { name: "Get Insights" }).click();
    await expect(gallery.getByRole("button", { name: "Getting insights..." })).toBeDisabled();
    await expect(aiMessages(page).last()).toHaveAttribute("data-state", "streaming");
    stream.release();
    await expect(gallery).toHaveCount(0);
    await expect(aiMessages(page).last()).toContainText("Resume insights");
    await expect(aiMessages(page).last()).not.toHaveAttribute("data-state", "streaming");
  });

  test("should page through several resumes with wrapping previous/next and dots", async ({ page }) => {
    await page.route("**/api/portal/home", async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      const first = body.resumes[0];
      body.resumes = [first, { ...first, id: first.id + 100000, title: "Second.pdf" }, { ...first, id: first.id + 200000, title: "Third.pdf" }];
      await route.fulfill({ response: res, json: body });
    });
    const session = await createSession(page, "Gallery");
    await openChat(page, session.url);
    await railButton(page, "Resumes").click();
    const gallery = windowNamed(page, "Resumes");
    const current = gallery.locator('.gallery__dot[aria-current="true"]');
    await expect(current).toHaveAttribute("aria-label", /^Resume 1:/);
    await gallery.getByRole("button", { name: "Previous resume" }).click();
    await expect(current).toHaveAttribute("aria-label", "Resume 3: Third.pdf");
    await gallery.getByRole("button", { name: "Next resume" }).click();
    await expect(current).toHaveAttribute("aria-label", /^Resume 1:/);
    await gallery.getByRole("button", { name: "Resume 2: Second.pdf" }).click();
    await expect(gallery).toContainText("2 of 3");
  });

  test("should keep the typed text and show the reason when the room refuses a message", async ({ page }) => {
    const session = await createSession(page, "Refusals");
    await openChat(page, session.url);
    // Shift+Enter starts a new line; it does not send.
    await messageBox(page).fill("line one");
    await messageBox(page).press("Shift+Enter");
    await page.keyboard.type("line two");
    await expect(messageBox(page)).toHaveValue("line one\nline two");
    await expect(humanMessages(page)).toHaveCount(0);

    const long = "a".repeat(4001);
    await messageBox(page).fill(long);
    await expect(submitButton(page)).toBeDisabled();
    await expect(talk(page)).toContainText("Messages can be up to 4000 characters");

    // A refusal from the room (here: the room says it is busy) keeps the text in the box.
    await page.routeWebSocket(/\/parties\/coach-room\//, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        const sent = JSON.parse(String(message));
        if (sent.type === "send") ws.send(JSON.stringify({ type: "refused", reason: "Amal is still answering the previous message — wait for it to finish.", clientMessageId: sent.clientMessageId }));
        else server.send(message);
      });
    });
    await page.reload();
    await messageBox(page).fill("Please keep this text");
    await messageBox(page).press("Enter");
    await expect(talk(page).getByRole("alert")).toHaveText(/still answering the previous message/);
    await expect(messageBox(page)).toHaveValue("Please keep this text");
    await expect(submitButton(page)).toHaveText("Submit");
    await expect(humanMessages(page)).toHaveCount(0);
  });

  test("should say so when the session in the URL does not exist", async ({ page }) => {
    await page.goto("/portal/assistant-chat?session_id=1000000000001&session_name=Nope");
    await expect(page.getByRole("heading", { name: "This session could not be found" })).toBeVisible();
    await page.getByRole("button", { name: "Start a new session" }).click();
    await expect(page).toHaveURL(/\/portal\/assistant-chat$/);
    await expect(messageBox(page)).toBeVisible();
  });

  test("should work on a 375 px phone: compact rails, tabs for the panels, windows as sheets", async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 740 });
    await page.goto("/portal/assistant-chat?new=1");
    await expect(messageBox(page)).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // The six rail buttons sit in one row above the panels.
    const rails = ["Recap", "Blog", "Newsletter", "Tools", "Books", "Resumes"].map((name) => railButton(page, name));
    const tops = await Promise.all(rails.map(async (b) => Math.round((await b.boundingBox())!.y)));
    expect(new Set(tops).size).toBe(1);

    await talk(page).getByRole("button", { name: "Give me a roadmap for a <FIELD>" }).click();
    await page.keyboard.type("UX designer");
    await submitButton(page).click();
    await expect(aiMessages(page)).toHaveCount(1);
    await expect(aiMessages(page).last()).not.toHaveAttribute("data-state", "streaming");
    const answer = aiMessages(page).last().locator(".bubble__body");
    expect((await answer.boundingBox())!.width).toBeLessThanOrEqual(WIDTHS.mobile);
    await expectNoHorizontalOverflow(page);

    // The Knowledge base is a tab away.
    await page.getByRole("tab", { name: /Knowledge base/ }).click();
    await expect(knowledge(page).getByTestId("kb-tool-name").first()).toHaveText("career roadmap");
    await page.getByRole("tab", { name: "Talk to Coach" }).click();

    // Windows are full-width sheets; choosing a prompt closes the sheet and fills the box.
    await railButton(page, "Tools").click();
    const tools = windowNamed(page, "Tools");
    // A sheet along the bottom edge, once it has slid in.
    await expect.poll(async () => {
      const box = (await tools.boundingBox())!;
      return [Math.round(box.width), Math.round(box.y + box.height)];
    }).toEqual([WIDTHS.mobile, 740]);
    await tools.getByRole("button", { name: "Give me info about <COURSE>" }).click();
    await expect(tools).toHaveCount(0);
    await expect(messageBox(page)).toHaveValue("Give me info about <COURSE>");
    await expect(messageBox(page)).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("sockets that lose the right to exist", () => {
  test.use({ freshPortalUser: true });

  test("should stop the chat when this browser signs out elsewhere, say why and offer to log in again", async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    const session = await createSession(page, "Closed by sign-out");
    await openChat(page, session.url);
    // A new subscriber is first told of the subscription, and the bell re-reads the list once the
    // hub has replayed it. Had those calls come after the sign-out, the portal would rightly send
    // this tab to the login page; the test is about the chat's own socket.
    await page.waitForLoadState("networkidle");

    // Another tab of this browser signs out (the request shares the page's cookie).
    expect((await page.request.post("/api/auth/logout")).status()).toBe(200);
    const closed = page.getByRole("alert");
    await expect(closed.getByRole("heading", { name: "This chat is closed" })).toBeVisible();
    await expect(closed).toContainText("You signed out on this device.");
    await expect(closed.getByRole("link", { name: "Log in again" })).toHaveAttribute("href", "/login");
    // It does not try again.
    await expect(page.locator(".coach-page")).toHaveAttribute("data-connection", "offline");
  });

  test("should say on the portal home that the live session list stopped because this browser signed out", async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    let hubOpen!: () => void;
    const opened = new Promise<void>((resolve) => (hubOpen = resolve));
    page.on("websocket", (ws) => {
      if (ws.url().includes("/parties/user-hub/")) ws.on("framereceived", () => hubOpen());
    });
    await page.goto("/portal/home");
    const sessions = page.getByRole("region", { name: "Coaching Sessions" });
    await expect(sessions).toBeVisible();
    await opened;
    // Every thumbnail is drawn: nothing else the page loads is left to meet the signed-out cookie.
    await expect(page.locator(".pdf-thumb[data-status=loading]")).toHaveCount(0);
    await expect(page.locator(".pdf-thumb[data-status=ready]").first()).toBeVisible();
    // The bell's reads (a new subscriber is told of the subscription) are done too.
    await page.waitForLoadState("networkidle");

    expect((await page.request.post("/api/auth/logout")).status()).toBe(200);
    await expect(sessions.getByRole("status")).toContainText("You signed out on this device.");
    await expect(sessions.getByRole("link", { name: "Log in again" })).toHaveAttribute("href", "/login");
  });
});
