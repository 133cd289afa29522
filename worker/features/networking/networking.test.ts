import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countWords, findMessageInventions } from "../../../core/networking";
import { type GeneratedMessage, NETWORKING_MESSAGES as M, type NetworkingRequest, networkingRequestSchema } from "../../../core/schemas/networking";
import { database } from "../../db/client";
import { AiProviderError, type AiProvider } from "../../providers/ai";
import { quickUser, type QuickUser } from "../../test/accounts";
import { call, type ErrorJson } from "../../test/http";
import { findUserById } from "../auth/service";
import { careerFacts } from "../library/service";
import { networkingMessageKey } from "../saved/kinds";
import { savedIdByKey } from "../saved/service";
import { generateNetworkingMessage } from "./service";

const FORM = {
  type: "linkedin",
  job_title: "Data Analyst",
  company_name: "Vodafone Egypt",
  addressee_name: "Mona Adel",
  industry: [{ Description: "Telecommunications", Code: "8" }],
  target_message: "I would love a referral for this role",
};

async function post(user: QuickUser | null, body: unknown): Promise<Response> {
  return call("/api/networking/messages", {
    method: "POST",
    headers: { ...(user ? { Cookie: await user.cookie() } : {}), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A subscriber with a job (one line with a figure) and skills to write from. */
async function userWithCareer(locale: "en" | "ar" = "en") {
  const user = await quickUser({ subscribed: true });
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO user_jobs (user_id, job_title, company_name, is_current, job_description, position) VALUES (?, 'Junior Data Analyst', 'Delta Insights', 1, '• Wrote SQL queries for weekly sales reports\n• Built Power BI dashboards for 4 regions', 0)",
    ).bind(user.id),
    env.DB.prepare("INSERT INTO user_skills (user_id, skill_name, skill_type) VALUES (?, 'SQL', 'hard'), (?, 'Power BI', 'hard'), (?, 'Communication', 'soft')").bind(user.id, user.id, user.id),
    env.DB.prepare("UPDATE users SET locale = ? WHERE id = ?").bind(locale, user.id),
  ]);
  return user;
}

async function factsOf(user: QuickUser) {
  const db = database(env.DB);
  return careerFacts(db, (await findUserById(db, user.id))!);
}

describe("POST /api/networking/messages", () => {
  it.each([
    ["linkedin", "en"],
    ["linkedin", "ar"],
    ["email", "en"],
    ["email", "ar"],
  ] as const)("should write a %s message in %s from the user's own career info, within its limits", async (type, language) => {
    const user = await userWithCareer();
    const res = await post(user, { ...FORM, type, language });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json<GeneratedMessage>();
    const { report } = body;
    expect(body.engine).toBe("local");
    expect(body.my_saved_obj).toBeNull();
    expect(body.formData).toEqual(networkingRequestSchema.parse({ ...FORM, type, language }));
    expect(report).toMatchObject({ type, language, addressee_name: "Mona Adel", job_title_in_company: language === "ar" ? "Data Analyst في Vodafone Egypt" : "Data Analyst at Vodafone Egypt" });
    expect(report.message).toContain("Mona Adel");
    expect(report.message).toContain("Vodafone Egypt");
    // Their real skills and their one line with a figure; nothing they did not state.
    expect(report.message).toMatch(/SQL|Power BI/);
    expect(report.message).toContain("Power BI dashboards for 4 regions");
    expect(findMessageInventions(`${report.subject ?? ""}\n${report.message}`, await factsOf(user), networkingRequestSchema.parse(FORM))).toEqual([]);
    if (language === "ar") expect(report.message).toMatch(/[\u0600-\u06FF]/);
    if (type === "linkedin") {
      expect(report.message.length).toBeLessThanOrEqual(300);
      expect(report.subject).toBeNull();
    } else {
      expect(countWords(report.message)).toBeLessThanOrEqual(150);
      expect(report.subject!.length).toBeLessThanOrEqual(90);
      expect(report.message.trim().split("\n").at(-1)).toBe(user.fullname);
    }
  });

  it("should write in the user's interface language when the request does not say", async () => {
    const user = await userWithCareer("ar");
    const { report } = await (await post(user, FORM)).json<GeneratedMessage>();
    expect(report.language).toBe("ar");
    expect(report.message).toMatch(/^(مرحبًا|أهلًا|تحية طيبة) Mona Adel،/);
  });

  it("should write a shorter honest message for a user with no jobs or skills", async () => {
    const user = await quickUser({ subscribed: true });
    const { report } = await (await post(user, { ...FORM, type: "email" })).json<GeneratedMessage>();
    expect(report.message).toContain(user.fullname);
    expect(report.message).toContain("Vodafone Egypt");
    expect(report.message).not.toMatch(/skilled|My work centres|The skills I would bring/);
    expect(findMessageInventions(report.message, await factsOf(user), networkingRequestSchema.parse(FORM))).toEqual([]);
  });

  it("should say what is wrong with each field", async () => {
    const user = await userWithCareer();
    const empty = await post(user, {});
    expect(empty.status).toBe(400);
    expect((await empty.json<ErrorJson>()).error.fields).toEqual({
      type: M.typeInvalid,
      job_title: M.jobTitleRequired,
      company_name: M.companyRequired,
      addressee_name: M.addresseeRequired,
      industry: M.industryRequired,
      target_message: M.targetRequired,
    });
    const long = await post(user, { ...FORM, type: "fax", job_title: "x".repeat(121), company_name: "y".repeat(121), addressee_name: "z".repeat(121), target_message: "w".repeat(1001), language: "fr" });
    expect((await long.json<ErrorJson>()).error.fields).toEqual({
      type: M.typeInvalid,
      job_title: M.jobTitleLong,
      company_name: M.companyLong,
      addressee_name: M.addresseeLong,
      target_message: M.targetLong,
      language: M.languageInvalid,
    });
    const blank = await post(user, { ...FORM, job_title: "   " });
    expect((await blank.json<ErrorJson>()).error.fields).toEqual({ job_title: M.jobTitleRequired });
  });

  it.each([
    ["an unknown code", [{ Description: "Banking", Code: "999" }], M.industryUnknown],
    ["a description that is not the code's", [{ Description: "Banking", Code: "47" }], M.industryUnknown],
    ["two industries", [{ Description: "Banking", Code: "41" }, { Description: "Accounting", Code: "47" }], M.industryRequired],
    ["no industry", [], M.industryRequired],
  ])("should refuse %s as the industry", async (_label, industry, message) => {
    const res = await post(await userWithCareer(), { ...FORM, industry });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.fields).toEqual({ industry: message });
  });

  it("should need a subscription, and sign-in", async () => {
    const res = await post(await quickUser(), FORM);
    expect(res.status).toBe(403);
    expect((await res.json<ErrorJson>()).error.code).toBe("subscription_required");
    expect((await post(null, FORM)).status).toBe(401);
  });
});

describe("writing with a model", () => {
  /** A configured model whose structured answer is `answer()`. */
  function model(answer: () => Promise<{ subject?: string | null; message: string }>): AiProvider & { prompts: string[] } {
    const prompts: string[] = [];
    return {
      name: "openai",
      prompts,
      // biome-ignore lint/correctness/useYield: networking messages never stream.
      async *stream() {
        throw new Error("not used");
      },
      async generateObject<T>(input: { prompt: string }): Promise<T> {
        prompts.push(input.prompt);
        return (await answer()) as T;
      },
    };
  }

  async function writeWith(ai: AiProvider, overrides: Partial<NetworkingRequest> = {}) {
    const quick = await userWithCareer();
    const db = database(env.DB);
    const user = (await findUserById(db, quick.id))!;
    const request = networkingRequestSchema.parse({ ...FORM, ...overrides });
    return generateNetworkingMessage({ db, ai, seed: () => 3 }, user, request);
  }

  const CLEAN = "Hi Mona Adel, I'm a data analyst at Delta Insights, where I built Power BI dashboards for 4 regions with SQL. I'd love to hear about the Data Analyst role at Vodafone Egypt — would you consider referring me?";

  it("should use the model's message when it is clean, and give the model the user's facts", async () => {
    const ai = model(async () => ({ subject: null, message: CLEAN }));
    const result = await writeWith(ai);
    expect(result.engine).toBe("model");
    expect(result.report.message).toBe(CLEAN);
    expect(result.report.subject).toBeNull();
    expect(ai.prompts[0]).toContain("Delta Insights");
    expect(ai.prompts[0]).toContain("Vodafone Egypt");
    expect(ai.prompts[0]).toContain("at most 300 characters");
  });

  it("should use a clean model e-mail with its subject", async () => {
    const message = `Dear Mona Adel,\n\nI'm reaching out about the Data Analyst role at Vodafone Egypt. At Delta Insights I wrote SQL queries for weekly sales reports.\n\nWould you consider referring me?\n\nBest regards,\nMe`;
    const result = await writeWith(model(async () => ({ subject: "Data Analyst role at Vodafone Egypt", message })), { type: "email" });
    expect(result.engine).toBe("model");
    expect(result.report.subject).toBe("Data Analyst role at Vodafone Egypt");
  });

  it.each([
    ["invents a number", async () => ({ message: "Hi Mona Adel, I grew revenue by 300% at Delta Insights. I'd love to talk about the Data Analyst role at Vodafone Egypt." })],
    ["invents an employer", async () => ({ message: "Hi Mona Adel, I built dashboards at Google. I'd love to talk about the Data Analyst role at Vodafone Egypt." })],
    ["invents a skill", async () => ({ message: "Hi Mona Adel, I build pipelines in Kubernetes. I'd love to talk about the Data Analyst role at Vodafone Egypt." })],
    ["is over 300 characters", async () => ({ message: `${CLEAN} ${"I really would appreciate it. ".repeat(5)}` })],
    ["is in the wrong language", async () => ({ message: "مرحبًا Mona Adel، أود التحدث معك عن وظيفة Data Analyst في Vodafone Egypt، وسأكون ممتنًا لترشيحك." })],
    ["leaves out the company", async () => ({ message: "Hi Mona Adel, I'd love to talk about your team and its work. Would you consider referring me?" })],
    [
      "fails",
      async () => {
        throw new AiProviderError("timed out", "timeout");
      },
    ],
  ])("should answer the local message when the model %s", async (_label, answer) => {
    const result = await writeWith(model(answer));
    expect(result.engine).toBe("local");
    expect(result.report.message.length).toBeLessThanOrEqual(300);
    expect(result.report.message).toContain("Vodafone Egypt");
    expect(result.report.message).not.toMatch(/300%|Google|Kubernetes/);
  });

  it("should not ask the model when none is configured", async () => {
    const ai = { ...model(async () => ({ message: CLEAN })), name: "local" };
    const result = await writeWith(ai);
    expect(result.engine).toBe("local");
    expect(ai.prompts).toEqual([]);
  });
});

describe("a generated message already saved", () => {
  it("should carry the saved item's id when its text is among the user's saved items, for that user only", async () => {
    const quick = await userWithCareer();
    const db = database(env.DB);
    const user = (await findUserById(db, quick.id))!;
    const request = networkingRequestSchema.parse(FORM);
    const local = { name: "local" } as AiProvider;
    const first = await generateNetworkingMessage({ db, ai: local, seed: () => 5 }, user, request);
    expect(first.my_saved_obj).toBeNull();

    const saved = await call("/api/saved-items", {
      method: "POST",
      headers: { Cookie: await quick.cookie(), "Content-Type": "application/json" },
      body: JSON.stringify({ saved_obj_type: "networking_message", saved_obj: { report: first.report, formData: first.formData } }),
    });
    expect(saved.status).toBe(201);
    const { item } = await saved.json<{ item: { id: number } }>();

    const again = await generateNetworkingMessage({ db, ai: local, seed: () => 5 }, user, request);
    expect(again.report.message).toBe(first.report.message);
    expect(again.my_saved_obj).toEqual({ id: item.id });

    // Another user has not saved this text.
    const other = await userWithCareer();
    expect(await savedIdByKey(db, other.id, "networking_message", await networkingMessageKey(first.report.message))).toBeNull();
  });
});
