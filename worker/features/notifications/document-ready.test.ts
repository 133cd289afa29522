import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CraftEvent } from "../../../core/schemas/library";
import type { NotificationList } from "../../../core/schemas/notifications";
import { quickUser, type QuickUser } from "../../test/accounts";
import { call } from "../../test/http";

const DESCRIPTION = `Data Analyst — Nile Retail Group, Cairo.
Nile Retail Group is hiring a Data Analyst to join its commercial team. You will write SQL to pull sales data,
build dashboards in Power BI, automate weekly reports with Python and present findings to category managers.
Requirements: 2+ years of experience with SQL and Power BI, Python for data cleaning, strong communication.`;

async function send(user: QuickUser, method: string, path: string, body?: unknown) {
  return call(path, {
    method,
    headers: { Cookie: await user.cookie(), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function subscriberWithCareer(locale: "en" | "ar") {
  const user = await quickUser({ subscribed: true });
  await env.DB.batch([
    env.DB.prepare("UPDATE users SET locale = ? WHERE id = ?").bind(locale, user.id),
    env.DB.prepare("INSERT INTO user_jobs (user_id, job_title, company_name, is_current, job_description, position) VALUES (?, 'Junior Data Analyst', 'Delta Insights', 1, '• Wrote SQL queries for weekly sales reports', 0)").bind(user.id),
    env.DB.prepare("INSERT INTO user_skills (user_id, skill_name, skill_type) VALUES (?, 'SQL', 'hard'), (?, 'Power BI', 'hard')").bind(user.id, user.id),
  ]);
  return user;
}

async function craft(user: QuickUser, body: Record<string, unknown>) {
  const res = await send(user, "POST", "/api/library/craft", { language: "auto", source: "description", job_description: DESCRIPTION, ...body });
  const events = (await res.text()).split("\n").filter(Boolean).map((line) => JSON.parse(line) as CraftEvent);
  return events.at(-1);
}

describe("a crafted document is ready", () => {
  it.each([
    ["en", "resume", /^Your tailored resume “.+” is ready\./],
    ["ar", "cover_letter", /^خطاب التقديم «.+» جاهز\./],
  ] as const)("should tell a %s user once their %s is stored, linking to it in the editor", async (locale, kind, sentence) => {
    const user = await subscriberWithCareer(locale);
    const done = await craft(user, { kind });
    expect(done?.type).toBe("done");
    const document = (done as Extract<CraftEvent, { type: "done" }>).document;

    const list = await (await send(user, "GET", "/api/notifications")).json<NotificationList>();
    expect(list.notifications).toEqual([expect.objectContaining({ kind: "document_ready", link: `/portal/word-editor?onlyOfficeId=${document.id}`, readAt: null })]);
    expect(list.notifications[0]!.text).toMatch(sentence);
    expect(list.notifications[0]!.text).toContain(document.title);
  });

  it("should tell nothing when crafting is refused", async () => {
    const user = await subscriberWithCareer("en");
    const res = await send(user, "POST", "/api/library/craft", { kind: "resume", source: "description", job_description: "Analyst wanted." });
    expect(res.status).toBe(400);
    expect((await (await send(user, "GET", "/api/notifications")).json<NotificationList>()).count).toBe(0);
  });
});
