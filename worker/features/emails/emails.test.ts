/**
 * The job e-mail tracker end to end in workerd: real .eml files through the email() handler,
 * de-duplication, the unknown recipient's bounce, the list (search, groups, filters, paging),
 * another user's e-mails and filters, and "Prepare with Amal".
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGES, type EmailDetail, type EmailFilter, type EmailListResponse, type Inbox, type PrepareResponse } from "../../../core/schemas/email";
import { quickUser, type QuickUser } from "../../test/accounts";
import { call, rows, type ErrorJson } from "../../test/http";
import arabic from "../../test/eml/arabic.eml?raw";
import attachment from "../../test/eml/attachment.eml?raw";
import english from "../../test/eml/english.eml?raw";
import forwarded from "../../test/eml/forwarded.eml?raw";
import htmlOnly from "../../test/eml/html-only.eml?raw";
import malformed from "../../test/eml/malformed.eml?raw";
import multipartQp from "../../test/eml/multipart-qp.eml?raw";
import { receiveEmail, type InboundMessage } from "./inbound";
import { ftsQuery } from "./service";

async function send(user: QuickUser, method: string, path: string, body?: unknown): Promise<Response> {
  return call(path, {
    method,
    headers: { Cookie: await user.cookie(), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function addressOf(user: QuickUser): Promise<string> {
  return (await (await send(user, "GET", "/api/emails/inbox")).json<Inbox>()).forward_address;
}

/** Delivers a raw message to the handler the worker's email() entry runs, as Email Routing does. */
async function deliver(to: string, raw: string, rawSize?: number) {
  const bytes = new TextEncoder().encode(raw);
  let rejected: string | null = null;
  const message: InboundMessage = {
    to,
    from: "sender@example.com",
    raw: new Response(bytes).body!,
    rawSize: rawSize ?? bytes.byteLength,
    setReject: (reason) => {
      rejected = reason;
    },
  };
  await receiveEmail(message, env);
  return { rejected: rejected as string | null };
}

const list = async (user: QuickUser, query = "") => {
  const res = await send(user, "GET", `/api/emails${query}`);
  expect(res.status).toBe(200);
  return res.json<EmailListResponse>();
};
const detail = async (user: QuickUser, id: number) => (await (await send(user, "GET", `/api/emails/${id}`)).json<{ email: EmailDetail }>()).email;

describe("the email() handler", () => {
  it("should file real messages (English, Arabic, multipart quoted-printable, HTML only, attachment) in their groups", async () => {
    const user = await quickUser();
    const to = await addressOf(user);
    expect(to).toMatch(/^[a-z2-9]{16}@inbox\.amal\.localhost$/);
    expect(await addressOf(user)).toBe(to);
    for (const raw of [english, arabic, multipartQp, htmlOnly, attachment]) expect((await deliver(to, raw)).rejected).toBeNull();

    const { emails, counts } = await list(user);
    expect(emails).toHaveLength(5);
    const bySubject = Object.fromEntries(emails.map((e) => [e.email_subject, e]));
    expect(bySubject["Interview invitation for the Data Analyst position"]).toMatchObject({ email_classification: "INTERVIEW", from_address: "jobs@acme.test", source: "forward", direction: "ltr" });
    expect(bySubject["Your application to Delta"]?.email_classification).toBe("NOT CHOSEN");
    expect(bySubject["Application received"]?.email_classification).toBe("APPLIED");
    expect(bySubject["Your offer letter from Peak"]?.email_classification).toBe("OFFER");
    const arabicItem = emails.find((e) => e.from_address === "hr@nile.test")!;
    expect(arabicItem).toMatchObject({ email_classification: "NOT CHOSEN", direction: "rtl" });
    expect(arabicItem.snippet).toContain("للأسف");
    expect(counts).toEqual({ APPLIED: 1, INTERVIEW: 1, OFFER: 1, ACCEPTED: 0, "NOT CHOSEN": 2, EVENT: 0 });
    // Newest first (the Date headers).
    expect(emails.map((e) => e.received_at)).toEqual([...emails.map((e) => e.received_at)].sort().reverse());

    const qp = await detail(user, bySubject["Your application to Delta"]!.id);
    expect(qp.email_body).toContain("move forward with other candidates for the Product Designer role — we wish you the best.");
    expect(qp.email_html).toContain("<p>");
    const html = await detail(user, bySubject["Application received"]!.id);
    expect(html.email_body).toContain("We received your application for the Backend Engineer role");
    expect(html.email_body).not.toContain("alert(1)");
    const offer = await detail(user, bySubject["Your offer letter from Peak"]!.id);
    expect(offer.attachments).toEqual([{ filename: "offer.pdf", mime_type: "application/pdf", size: expect.any(Number) }]);
    expect(offer.attachments[0]!.size).toBeGreaterThan(1000);
  });

  it("should file a forwarded copy as its original sender and subject", async () => {
    const user = await quickUser();
    await deliver(await addressOf(user), forwarded);
    const [email] = (await list(user)).emails;
    expect(email).toMatchObject({ email_subject: "Interview invitation - Frontend Developer", from_address: "hiring@nova.test", email_classification: "INTERVIEW" });
  });

  it("should store a malformed message with the text it could read, and keep only the headers of one over 25 MB", async () => {
    const user = await quickUser();
    const to = await addressOf(user);
    await deliver(to, malformed);
    const found = (await list(user, "?q=schedule")).emails.concat((await list(user, "?classification=none")).emails);
    expect(found.length).toBeGreaterThan(0);
    await deliver(to, english.replace("interview-1@acme.test", "huge@acme.test"), 26 * 1024 * 1024);
    const huge = (await rows<{ id: number; truncated: number; text: string }>("SELECT id, truncated, text FROM tracked_emails WHERE user_id = ? AND message_key = 'mid:huge@acme.test'", user.id))[0]!;
    expect(huge.truncated).toBe(1);
    expect(huge.text).toBe("");
    expect((await detail(user, huge.id)).truncated).toBe(true);
  });

  it("should never double a message forwarded twice, nor a forwarded copy sent again", async () => {
    const user = await quickUser();
    const to = await addressOf(user);
    await deliver(to, english);
    await deliver(to, english);
    await deliver(to, forwarded);
    await deliver(to, forwarded.replace("<fwd-1@example.com>", "<fwd-2@example.com>"));
    expect((await list(user)).emails).toHaveLength(2);
  });

  it("should reject an unknown recipient with the bounce reason, storing nothing", async () => {
    const before = await rows<{ n: number }>("SELECT count(*) AS n FROM tracked_emails");
    expect((await deliver("nobody0000000000@inbox.amal.localhost", english)).rejected).toBe(EMAIL_MESSAGES.unknownRecipient);
    expect(await rows<{ n: number }>("SELECT count(*) AS n FROM tracked_emails")).toEqual(before);
  });
});

describe("GET /api/emails", () => {
  it("should search subject, sender, company and text, in English and Arabic, with FTS syntax taken literally", async () => {
    const user = await quickUser();
    const to = await addressOf(user);
    for (const raw of [english, arabic, multipartQp]) await deliver(to, raw);
    expect((await list(user, "?q=availability")).emails.map((e) => e.from_address)).toEqual(["jobs@acme.test"]);
    expect((await list(user, "?q=Delta")).emails.map((e) => e.from_address)).toEqual(["talent@delta.test"]);
    expect((await list(user, `?q=${encodeURIComponent("محلل البيانات")}`)).emails.map((e) => e.from_address)).toEqual(["hr@nile.test"]);
    expect((await list(user, "?q=interv")).emails.map((e) => e.from_address)).toEqual(["jobs@acme.test"]);
    for (const q of ['"', "NEAR(", "a OR", "*", "-x", "col:val", "(((", "'; DROP TABLE tracked_emails; --", "AND"]) {
      expect((await send(user, "GET", `/api/emails?q=${encodeURIComponent(q)}`)).status).toBe(200);
    }
    expect(ftsQuery('say "hi" OR *')).toBe('"say" "hi" "OR"*');
  });

  it("should narrow to one group or to the e-mails that are not job-related", async () => {
    const user = await quickUser();
    const to = await addressOf(user);
    await deliver(to, english);
    await deliver(to, english.replace("interview-1", "news-1").replace(/Subject: .*/, "Subject: Weekly newsletter").replace(/We would like[\s\S]*Wednesday\./, "Our product news this week."));
    expect((await list(user, "?classification=INTERVIEW")).emails).toHaveLength(1);
    expect((await list(user, "?classification=none")).emails.map((e) => e.email_subject)).toEqual(["Weekly newsletter"]);
    expect((await list(user)).emails).toHaveLength(1);
    const bad = await send(user, "GET", "/api/emails?classification=MAYBE");
    expect(bad.status).toBe(400);
    expect((await bad.json<ErrorJson>()).error.message).toContain(EMAIL_MESSAGES.classificationInvalid);
  });

  it("should page newest first with a cursor, never repeating or skipping", async () => {
    const user = await quickUser();
    const stmt = env.DB.prepare("INSERT INTO tracked_emails (user_id, source, message_key, subject, classification, received_at) VALUES (?, 'forward', ?, ?, 'APPLIED', ?)");
    await env.DB.batch(Array.from({ length: 7 }, (_, i) => stmt.bind(user.id, `mid:${i}`, `Application ${i}`, `2026-11-0${1 + (i % 3)}T10:00:00.000Z`)));
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: EmailListResponse = await list(user, `?limit=3${cursor ? `&before=${cursor}` : ""}`);
      seen.push(...page.emails.map((e) => e.email_subject));
      cursor = page.next_cursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect((await send(user, "GET", "/api/emails?before=not-a-cursor")).status).toBe(400);
  });
});

describe("filters", () => {
  it("should create, apply by ids (every non-empty field must match) and delete", async () => {
    const user = await quickUser();
    const to = await addressOf(user);
    for (const raw of [english, multipartQp, htmlOnly]) await deliver(to, raw);
    const create = async (body: object) => send(user, "POST", "/api/emails/filters", body);

    const empty = await create({ company_name: "  ", job_title: "", company_email: "" });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain(EMAIL_MESSAGES.filterEmpty);
    expect((await create({ company_email: "not an address" })).status).toBe(400);

    const byDomain = (await (await create({ company_email: "acme.test" })).json<{ filter: EmailFilter }>()).filter;
    const byTitle = (await (await create({ job_title: "backend engineer" })).json<{ filter: EmailFilter }>()).filter;
    const both = (await (await create({ company_name: "Delta", job_title: "Data Analyst" })).json<{ filter: EmailFilter }>()).filter;
    expect((await list(user, `?filters=${byDomain.id}`)).emails.map((e) => e.from_address)).toEqual(["jobs@acme.test"]);
    expect((await list(user, `?filters=${byDomain.id},${byTitle.id}`)).emails.map((e) => e.from_address).sort()).toEqual(["jobs@acme.test", "no-reply@orbit.test"]);
    expect((await list(user, `?filters=${both.id}`)).emails).toEqual([]);
    expect((await (await send(user, "GET", "/api/emails/filters")).json<{ filters: EmailFilter[] }>()).filters).toHaveLength(3);

    expect((await send(user, "DELETE", `/api/emails/filters/${byTitle.id}`)).status).toBe(200);
    const gone = await send(user, "GET", `/api/emails?filters=${byTitle.id}`);
    expect(gone.status).toBe(404);
    expect((await gone.json<ErrorJson>()).error.message).toBe(EMAIL_MESSAGES.filterNotFound);
  });

  it("should keep one user's e-mails and filters from another (404)", async () => {
    const [owner, other] = [await quickUser(), await quickUser()];
    await deliver(await addressOf(owner), english);
    const [email] = (await list(owner)).emails;
    const filter = (await (await send(owner, "POST", "/api/emails/filters", { company_name: "Acme" })).json<{ filter: EmailFilter }>()).filter;
    for (const [method, path, message] of [
      ["GET", `/api/emails/${email!.id}`, EMAIL_MESSAGES.notFound],
      ["DELETE", `/api/emails/${email!.id}`, EMAIL_MESSAGES.notFound],
      ["DELETE", `/api/emails/filters/${filter.id}`, EMAIL_MESSAGES.filterNotFound],
      ["GET", `/api/emails?filters=${filter.id}`, EMAIL_MESSAGES.filterNotFound],
    ] as const) {
      const res = await send(other, method, path);
      expect(res.status).toBe(404);
      expect((await res.json<ErrorJson>()).error.message).toBe(message);
    }
    expect((await list(other)).emails).toEqual([]);
    expect((await send(owner, "DELETE", `/api/emails/${email!.id}`)).status).toBe(200);
    expect((await list(owner, "?q=availability")).emails).toEqual([]);
  });
});

describe("POST /api/emails/:id/prepare", () => {
  it("should open a coaching session seeded with the company, the role and the e-mail, and refuse other groups", async () => {
    const user = await quickUser({ subscribed: true });
    const to = await addressOf(user);
    await deliver(to, english);
    await deliver(to, htmlOnly);
    const { emails } = await list(user);
    const interview = emails.find((e) => e.email_classification === "INTERVIEW")!;
    const applied = emails.find((e) => e.email_classification === "APPLIED")!;

    const refused = await send(user, "POST", `/api/emails/${applied.id}/prepare`);
    expect(refused.status).toBe(422);
    expect((await refused.json<ErrorJson>()).error.message).toBe(EMAIL_MESSAGES.prepareNotApplicable);

    const res = await send(user, "POST", `/api/emails/${interview.id}/prepare`);
    expect(res.status).toBe(201);
    const session = await res.json<PrepareResponse>();
    expect(session.session_name).toMatch(/^Interview prep: /);
    const opened = await (await send(user, "GET", `/api/coach/sessions/${session.session_id}`)).json<{ messages: { type: string; text: string }[] }>();
    const first = opened.messages[0]!;
    expect(first.type).toBe("human");
    expect(first.text).toContain("Help me prepare");
    expect(first.text).toContain("availability for a call");
  });
});
