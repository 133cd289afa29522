import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { memoryCatalogue } from "../../../core/courses/memory";
import { buildRoadmap, expandRoadmap } from "../../../core/roadmap/engine";
import { sampleRoadmap, sampleState } from "../../../core/roadmap/fixtures";
import { roadmapIdentity } from "../../../core/roadmap/identity";
import { ROADMAP_LIMITS, ROADMAP_MESSAGES as M, type Roadmap, type RoadmapAnswer, roadmapSchema, type RoadmapState, treeProblems } from "../../../core/schemas/roadmap";
import { SAVED_MESSAGES, type SavedRoadmapItem } from "../../../core/schemas/saved";
import { database } from "../../db/client";
import { d1Catalogue } from "../../db/course-catalogue";
import { AiProviderError, type AiProvider } from "../../providers/ai";
import { quickUser, type QuickUser } from "../../test/accounts";
import { call, type ErrorJson, rows } from "../../test/http";
import { findUserById } from "../auth/service";
import type { ModelRoadmap } from "./model";
import { ROADMAP_BODY_LIMIT } from "./routes";
import { expandUserRoadmap, generateRoadmap, type RoadmapDeps } from "./service";

async function send(user: QuickUser | null, method: string, path: string, body?: unknown): Promise<Response> {
  return call(path, {
    method,
    headers: { ...(user ? { Cookie: await user.cookie() } : {}), ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

type Last = { last: { roadmap: Roadmap; state: RoadmapState | null; favorite_id: number | null } | null };

const generate = (user: QuickUser, topic: string, language: "en" | "ar" = "en") => send(user, "POST", "/api/roadmaps", { topic, language });
const expand = (user: QuickUser, roadmap: Roadmap, nodeId: number, favoriteId?: number | null) =>
  send(user, "POST", "/api/roadmaps/expand", { roadmap, node_id: nodeId, ...(favoriteId === undefined ? {} : { favorite_id: favoriteId }) });
const last = async (user: QuickUser) => (await (await send(user, "GET", "/api/roadmaps/last")).json<Last>()).last;
const saveRoadmap = (user: QuickUser, roadmap: Roadmap, state: RoadmapState | null = null) =>
  send(user, "POST", "/api/saved-items", { saved_obj_type: "roadmap", saved_obj: { roadmap, state } });
const savedRoadmaps = async (user: QuickUser) => (await (await send(user, "GET", "/api/saved-items?type=roadmap")).json<{ items: SavedRoadmapItem[] }>()).items;

async function subscriberWithSkills(skills: string[], title = "Accountant") {
  const user = await quickUser({ subscribed: true });
  const statements = [env.DB.prepare("UPDATE users SET title = ? WHERE id = ?").bind(title, user.id)];
  for (const skill of skills) statements.push(env.DB.prepare("INSERT INTO user_skills (user_id, skill_name, skill_type) VALUES (?, ?, 'hard')").bind(user.id, skill));
  await env.DB.batch(statements);
  return user;
}

const courseIds = (roadmap: Roadmap) => roadmap.nodes.flatMap((n) => n.courses_needed.map((c) => c.id));

async function expectRealCourses(roadmap: Roadmap) {
  const ids = [...new Set(courseIds(roadmap))];
  expect(ids.length).toBeGreaterThan(0);
  const known = await rows<{ id: string }>(`SELECT id FROM courses WHERE id IN (${ids.map(() => "?").join(",")})`, ...ids);
  expect(known.map((r) => r.id).sort()).toEqual([...ids].sort());
}

describe("POST /api/roadmaps", () => {
  it("should build a bundled topic's roadmap from real courses, mark the profile's skills done, and keep it as the last roadmap", async () => {
    const user = await subscriberWithSkills(["sql", "بايثون", "Power BI"]);
    const res = await generate(user, "Data engineer");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { roadmap, favorite_id } = await res.json<RoadmapAnswer>();
    expect(favorite_id).toBeNull();
    expect(roadmapSchema.safeParse(roadmap).success).toBe(true);
    expect(roadmap).toMatchObject({ title: "Data Engineer", language: "en", engine: "local", topic: "Data engineer" });
    const root = roadmap.nodes.find((n) => n.id === roadmap.root)!;
    expect(root.kind).toBe("goal");
    const start = roadmap.nodes.find((n) => n.kind === "start")!;
    expect(root.children).toContain(start.id);
    expect(start.name).toBe("Accountant");
    // "sql" and the Arabic "بايثون" are SQL and Python; both are done, and the start lists them.
    const done = roadmap.nodes.filter((n) => n.kind === "skill" && n.status === "done").map((n) => n.skill);
    expect(done.sort()).toEqual(["Python", "SQL"]);
    expect(start.description).toContain("SQL");
    expect(roadmap.nodes.filter((n) => n.kind === "stage").length).toBeGreaterThanOrEqual(3);
    for (const leaf of roadmap.nodes.filter((n) => n.kind === "skill")) expect(leaf.courses_needed.length).toBeLessThanOrEqual(ROADMAP_LIMITS.coursesPerNode);
    await expectRealCourses(roadmap);

    expect(await last(user)).toEqual({ roadmap, state: null, favorite_id: null });
  });

  it("should answer an Arabic topic in Arabic, with the start taken from the words", async () => {
    const user = await subscriberWithSkills([], "");
    const res = await generate(user, "من محاسب إلى محلل بيانات", "ar");
    expect(res.status).toBe(200);
    const { roadmap } = await res.json<RoadmapAnswer>();
    expect(roadmap.language).toBe("ar");
    expect(roadmap.title).toBe("محلل بيانات");
    const start = roadmap.nodes.find((n) => n.kind === "start")!;
    expect(start.name).toBe("محاسب");
    expect(start.description).toMatch(/[\u0600-\u06FF]/);
    for (const stage of roadmap.nodes.filter((n) => n.kind === "stage")) expect(stage.name).toMatch(/[\u0600-\u06FF]/);
    // An accountant brings spreadsheets along.
    expect(roadmap.nodes.find((n) => n.skill === "Microsoft Excel")?.status).toBe("done");
    await expectRealCourses(roadmap);
  });

  it("should build a topic the bundled roadmaps lack from the catalogue's courses, staged by level", async () => {
    const user = await subscriberWithSkills([]);
    const res = await generate(user, "blockchain");
    expect(res.status).toBe(200);
    const { roadmap } = await res.json<RoadmapAnswer>();
    expect(roadmap.title).toBe("Blockchain");
    const stages = roadmap.nodes.filter((n) => n.kind === "stage");
    expect(stages[0]!.name).toBe("1. Foundations");
    const skills = roadmap.nodes.filter((n) => n.kind === "skill").map((n) => n.skill);
    expect(skills[0]).toBe("Blockchain");
    expect(skills).toContain("Cryptography");
    await expectRealCourses(roadmap);
  });

  it.each([
    ["gibberish", { topic: "qwxzv plorkt", language: "en" }, 422, "unknown_topic"],
    ["an empty topic", { topic: "  ", language: "en" }, 400, "validation_failed"],
    ["another language", { topic: "Data engineer", language: "fr" }, 400, "validation_failed"],
  ])("should refuse %s and keep no last roadmap", async (_, body, status, code) => {
    const user = await subscriberWithSkills([]);
    const res = await send(user, "POST", "/api/roadmaps", body);
    expect(res.status).toBe(status);
    const error = (await res.json<ErrorJson>()).error;
    expect(error.code).toBe(code);
    if (status === 422) expect(error.message).toBe(M.unknownTopic);
    if (body.topic.trim() === "") expect(error.fields?.topic).toBe(M.topicEmpty);
    expect(await last(user)).toBeNull();
  });

  it("should answer the same roadmap for the same topic and profile", async () => {
    const user = await subscriberWithSkills(["Excel"]);
    const a = (await (await generate(user, "Financial analyst")).json<RoadmapAnswer>()).roadmap;
    const b = (await (await generate(user, "Financial analyst")).json<RoadmapAnswer>()).roadmap;
    expect({ ...a, created_at: "" }).toEqual({ ...b, created_at: "" });
  });

  it("should need a subscription", async () => {
    const user = await quickUser();
    const res = await generate(user, "Data engineer");
    expect(res.status).toBe(403);
  });
});

/** A fake model that answers `answer` (or throws it). */
function fakeAi(answer: unknown): AiProvider {
  return {
    name: "openai",
    // biome-ignore lint/correctness/useYield: the roadmap never streams.
    async *stream() {
      throw new Error("not used");
    },
    async generateObject<T>(_input: { schema: z.ZodType<T> }): Promise<T> {
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
  };
}

async function generateWith(ai: AiProvider, topic = "Data analyst") {
  const user = await subscriberWithSkills(["SQL"]);
  const db = database(env.DB);
  const deps: RoadmapDeps = { db, ai, catalogue: d1Catalogue(env.DB), now: () => "2026-11-25T01:00:00.000Z" };
  const row = (await findUserById(db, user.id))!;
  return { user, answer: await generateRoadmap(deps, row, { topic, language: "en" }) };
}

const GOOD: ModelRoadmap = {
  title: "Data Analyst",
  root: 10,
  nodes: [
    { id: 10, name: "Data Analyst", description: "Turn data into decisions.", children: [11, 12], courses_needed: [], books_needed: [] },
    { id: 11, name: "Query data", description: "Ask a database questions.", children: [13, 14], courses_needed: [], books_needed: [] },
    { id: 12, name: "Show it", description: "Dashboards people read.", children: [15], courses_needed: [], books_needed: [] },
    { id: 13, name: "SQL", description: "Joins and aggregates.", children: [], courses_needed: ["Intro to SQL", "The Secret SQL Mastery Course of Nowhere"], books_needed: [] },
    { id: 14, name: "Data Cleaning", description: "Fix messy data.", children: [], courses_needed: ["Data Cleaning"], books_needed: ["An Invented Book About Nothing"] },
    { id: 15, name: "Tableau", description: "Build a dashboard.", children: [], courses_needed: [], books_needed: [] },
  ],
};

describe("the model's roadmap", () => {
  it("should be used when it is a tree, with courses from the catalogue only and the profile's skills done", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { answer, user } = await generateWith(fakeAi(GOOD));
    warn.mockRestore();
    const { roadmap } = answer;
    expect(roadmap.engine).toBe("model");
    expect(roadmapSchema.safeParse(roadmap).success).toBe(true);
    expect(roadmap.nodes.map((n) => n.name)).toEqual(["Data Analyst", "Accountant", "Query data", "Show it", "SQL", "Data Cleaning", "Tableau"]);
    const sql = roadmap.nodes.find((n) => n.name === "SQL")!;
    // The invented course and book are gone; the real one stays.
    expect(sql.courses_needed.map((c) => c.title)).toEqual(["Intro to SQL"]);
    expect(sql.status).toBe("done");
    expect(roadmap.nodes.find((n) => n.name === "Data Cleaning")!.books_needed).toEqual([]);
    await expectRealCourses(roadmap);
    expect((await last(user))?.roadmap).toEqual(roadmap);
  });

  it.each([
    ["malformed output", { title: "Data Analyst", nodes: "not a list" }, "nodes: invalid_type"],
    ["a node with two parents", { ...GOOD, nodes: GOOD.nodes.map((n) => (n.id === 12 ? { ...n, children: [13, 15] } : n)) }, "node 13 has two parents"],
    ["a child that is not a node", { ...GOOD, nodes: GOOD.nodes.map((n) => (n.id === 15 ? { ...n, children: [99] } : n)) }, "node 15 has a child 99 that is not a node"],
    ["a provider failure", new AiProviderError("bad json", "malformed"), "malformed"],
  ])("should give way to the local roadmap on %s, log the problem without the user's words, and store nothing of it", async (_, output, problem) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { answer, user } = await generateWith(fakeAi(output), "Data analyst for my secret startup");
    const logged = warn.mock.calls.map((c) => String(c[0]));
    warn.mockRestore();
    expect(answer.roadmap.engine).toBe("local");
    expect(treeProblems(answer.roadmap.root, answer.roadmap.nodes)).toEqual([]);
    const warning = logged.map((line) => JSON.parse(line) as { msg: string; problems?: string[] }).find((w) => w.msg.includes("the model's roadmap was not used"));
    expect(warning?.problems).toContain(problem);
    expect(logged.join("\n")).not.toContain("secret startup");
    const stored = await last(user);
    expect(stored?.roadmap.engine).toBe("local");
    expect(JSON.stringify(stored)).not.toContain("Show it");
  });
});

describe("the model's sub-roadmap", () => {
  const SUB: ModelRoadmap = {
    title: "SQL",
    root: 1,
    nodes: [
      { id: 1, name: "SQL", description: "The step itself.", children: [2, 3], courses_needed: [], books_needed: [] },
      { id: 2, name: "Joins", description: "Combine tables.", children: [], courses_needed: ["Intro to SQL", "Invented Joins Masterclass 3000"], books_needed: [] },
      { id: 3, name: "Window functions", description: "Rank and running totals.", children: [], courses_needed: [], books_needed: [] },
    ],
  };

  async function expandWith(ai: AiProvider) {
    const user = await subscriberWithSkills([]);
    const db = database(env.DB);
    const deps: RoadmapDeps = { db, ai, catalogue: d1Catalogue(env.DB), now: () => "2026-11-25T01:00:00.000Z" };
    const roadmap = sampleRoadmap("Model expansion");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const answer = await expandUserRoadmap(deps, (await findUserById(db, user.id))!, { roadmap, node_id: 4 });
    warn.mockRestore();
    return { roadmap, merged: answer.roadmap, added: answer.roadmap.nodes.filter((n) => n.id > 5) };
  }

  it("should be merged under the leaf when it is a tree, the leaf keeping its own content and only real courses kept", async () => {
    const { roadmap, merged, added } = await expandWith(fakeAi(SUB));
    expect(roadmapSchema.safeParse(merged).success).toBe(true);
    expect(added.map((n) => [n.id, n.name])).toEqual([[6, "Joins"], [7, "Window functions"]]);
    expect(added[0]!.courses_needed.map((c) => c.title)).toEqual(["Intro to SQL"]);
    expect(merged.nodes.find((n) => n.id === 4)).toEqual({ ...roadmap.nodes[3], children: [6, 7] });
  });

  it.each([
    ["malformed output", { nodes: [{ id: 1 }] }],
    ["a cycle", { ...SUB, nodes: SUB.nodes.map((n) => (n.id === 3 ? { ...n, children: [2] } : n)) }],
    ["nothing under the step", { ...SUB, nodes: [{ ...SUB.nodes[0]!, children: [] }] }],
  ])("should give way to the local sub-roadmap on %s", async (_, output) => {
    const { merged, added } = await expandWith(fakeAi(output));
    expect(roadmapSchema.safeParse(merged).success).toBe(true);
    expect(added.map((n) => n.name)).toContain("Fundamentals: SQL");
    expect(added.map((n) => n.name)).not.toContain("Joins");
  });
});

describe("POST /api/roadmaps/expand", () => {
  it("should merge a sub-roadmap under the leaf with new ids above the highest, edges from parent to child, and store it", async () => {
    const user = await subscriberWithSkills([]);
    const { roadmap } = await (await generate(user, "Data analyst")).json<RoadmapAnswer>();
    const leaf = roadmap.nodes.find((n) => n.skill === "SQL")!;
    const res = await expand(user, roadmap, leaf.id);
    expect(res.status).toBe(200);
    const merged = (await res.json<RoadmapAnswer>()).roadmap;
    expect(roadmapSchema.safeParse(merged).success).toBe(true);
    const max = Math.max(...roadmap.nodes.map((n) => n.id));
    const added = merged.nodes.filter((n) => !roadmap.nodes.some((o) => o.id === n.id));
    expect(added.length).toBeGreaterThan(0);
    for (const node of added) expect(node.id).toBeGreaterThan(max);
    expect(new Set(merged.nodes.map((n) => n.id)).size).toBe(merged.nodes.length);
    const grown = merged.nodes.find((n) => n.id === leaf.id)!;
    expect(grown.children.length).toBeGreaterThan(0);
    for (const child of grown.children) expect(child).toBeGreaterThan(max);
    // Everything else is as it was.
    for (const node of roadmap.nodes.filter((n) => n.id !== leaf.id)) expect(merged.nodes.find((n) => n.id === node.id)).toEqual(node);
    await expectRealCourses(merged);
    expect((await last(user))?.roadmap).toEqual(merged);
    // A merged roadmap is another favorite than the one it grew from.
    expect(roadmapIdentity(merged)).not.toBe(roadmapIdentity(roadmap));
  });

  it("should expand a skill the user already has", async () => {
    const user = await subscriberWithSkills(["SQL"]);
    const { roadmap } = await (await generate(user, "Data analyst")).json<RoadmapAnswer>();
    const leaf = roadmap.nodes.find((n) => n.skill === "SQL" && n.status === "done")!;
    expect((await expand(user, roadmap, leaf.id)).status).toBe(200);
  });

  it("should replace the favorite it expanded with the merged roadmap, in its place among the saved items", async () => {
    const user = await subscriberWithSkills([]);
    const roadmap = sampleRoadmap("Expanded favorite");
    const other = sampleRoadmap("Another favorite");
    const saved = (await (await saveRoadmap(user, roadmap, sampleState(roadmap))).json<{ item: SavedRoadmapItem }>()).item;
    await saveRoadmap(user, other);
    const res = await expand(user, roadmap, 4, saved.id);
    expect(res.status).toBe(200);
    const answer = await res.json<RoadmapAnswer>();
    expect(answer.favorite_id).not.toBeNull();
    expect(answer.favorite_id).not.toBe(saved.id);
    const items = await savedRoadmaps(user);
    expect(items.map((i) => i.saved_obj.roadmap.title).sort()).toEqual(["Another favorite", "Expanded favorite"]);
    const replaced = items.find((i) => i.id === answer.favorite_id)!;
    expect(replaced.saved_obj).toEqual({ roadmap: answer.roadmap, state: null });
    expect(items.some((i) => i.id === saved.id)).toBe(false);
    expect((await last(user))?.favorite_id).toBe(answer.favorite_id);
  });

  it("should leave a favorite alone when the roadmap sent is not the one it holds", async () => {
    const user = await subscriberWithSkills([]);
    const roadmap = sampleRoadmap("Kept favorite");
    const saved = (await (await saveRoadmap(user, roadmap)).json<{ item: SavedRoadmapItem }>()).item;
    const res = await expand(user, sampleRoadmap("Something else"), 4, saved.id);
    expect(res.status).toBe(200);
    expect((await res.json<RoadmapAnswer>()).favorite_id).toBeNull();
    expect((await savedRoadmaps(user)).map((i) => i.id)).toEqual([saved.id]);
  });

  it("should not touch another user's favorite (404)", async () => {
    const owner = await subscriberWithSkills([]);
    const roadmap = sampleRoadmap("Owner's favorite");
    const saved = (await (await saveRoadmap(owner, roadmap)).json<{ item: SavedRoadmapItem }>()).item;
    const stranger = await subscriberWithSkills([]);
    const res = await expand(stranger, roadmap, 4, saved.id);
    expect(res.status).toBe(404);
    expect((await savedRoadmaps(owner)).map((i) => i.id)).toEqual([saved.id]);
    expect(await last(stranger)).toBeNull();
  });

  it.each([
    ["a node that has children", 3, 422, "not_leaf", M.notLeaf],
    ["an id that is not a node", 99, 400, "bad_request", M.nodeInvalid],
  ])("should refuse %s", async (_, nodeId, status, code, message) => {
    const user = await subscriberWithSkills([]);
    const res = await expand(user, sampleRoadmap(), nodeId);
    expect(res.status).toBe(status);
    const error = (await res.json<ErrorJson>()).error;
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    if (status === 400) expect(error.fields).toEqual({ node_id: M.nodeInvalid });
  });

  it("should refuse a malformed roadmap with one readable message, and store nothing", async () => {
    const user = await subscriberWithSkills([]);
    const broken = sampleRoadmap();
    broken.nodes[2] = { ...broken.nodes[2]!, children: [4, 4] };
    const res = await expand(user, broken, 5);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.fields).toEqual({ roadmap: M.roadmapInvalid });
    expect(await last(user)).toBeNull();
  });

  it("should refuse to grow a roadmap past its node limit", async () => {
    const user = await subscriberWithSkills([]);
    const base = sampleRoadmap();
    const [goal, , stage, skill] = base.nodes as [Roadmap["nodes"][number], unknown, Roadmap["nodes"][number], Roadmap["nodes"][number]];
    // The goal, 20 stages and their skills: exactly the most nodes a roadmap may hold.
    const nodes: Roadmap["nodes"] = [];
    const stageIds = Array.from({ length: 20 }, (_, i) => 2 + i);
    let next = 22;
    for (const [i, id] of stageIds.entries()) {
      const count = Math.min(19, ROADMAP_LIMITS.maxNodes - 21 - (next - 22));
      const skills = Array.from({ length: count }, () => next++);
      nodes.push({ ...stage, id, name: `Stage ${i}`, children: skills });
      for (const skillId of skills) nodes.push({ ...skill, id: skillId, name: `Skill ${skillId}` });
    }
    nodes.unshift({ ...goal, children: stageIds });
    const full: Roadmap = { ...base, nodes };
    expect(roadmapSchema.safeParse(full).success).toBe(true);
    expect(full.nodes).toHaveLength(ROADMAP_LIMITS.maxNodes);
    const res = await expand(user, full, 22);
    expect(res.status).toBe(422);
    expect((await res.json<ErrorJson>()).error).toMatchObject({ code: "roadmap_too_large", message: M.tooLarge });
  });
});

describe("the last roadmap", () => {
  it("should keep the roadmap and view the page puts, name the favorite equal to it, and show it to its owner only", async () => {
    const user = await subscriberWithSkills([]);
    const stranger = await subscriberWithSkills([]);
    expect(await last(user)).toBeNull();
    const roadmap = sampleRoadmap("Opened favorite");
    const state = sampleState(roadmap, 0.75);
    const saved = (await (await saveRoadmap(user, roadmap, state)).json<{ item: SavedRoadmapItem }>()).item;
    const put = await send(user, "PUT", "/api/roadmaps/last", { roadmap, state });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ ok: true });
    expect(await last(user)).toEqual({ roadmap, state, favorite_id: saved.id });
    expect(await last(stranger)).toBeNull();
  });

  it("should refuse a view that is not one, with one message", async () => {
    const user = await subscriberWithSkills([]);
    const res = await send(user, "PUT", "/api/roadmaps/last", { roadmap: sampleRoadmap(), state: { nodes: "x" } });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorJson>()).error.fields).toEqual({ state: M.stateInvalid });
  });
});

describe("saved roadmaps", () => {
  it("should keep one favorite per roadmap whatever its view, and round-trip the view exactly through PUT", async () => {
    const user = await quickUser();
    const roadmap = sampleRoadmap("Round trip");
    const first = await saveRoadmap(user, roadmap);
    expect(first.status).toBe(201);
    const { item } = await first.json<{ item: SavedRoadmapItem }>();
    expect(item.saved_obj).toEqual({ roadmap, state: null });

    // The same roadmap with a view is the same favorite.
    const again = await saveRoadmap(user, roadmap, sampleState(roadmap));
    expect(again.status).toBe(200);
    expect((await again.json<{ item: SavedRoadmapItem }>()).item.id).toBe(item.id);

    const state = sampleState(roadmap, 1.5);
    const put = await send(user, "PUT", `/api/saved-items/${item.id}`, { saved_obj_type: "roadmap", saved_obj: { roadmap, state } });
    expect(put.status).toBe(200);
    expect((await put.json<{ item: SavedRoadmapItem }>()).item).toEqual({ ...item, saved_obj: { roadmap, state } });
    expect(await savedRoadmaps(user)).toEqual([{ ...item, saved_obj: { roadmap, state } }]);
  });

  it("should refuse to replace a favorite with another roadmap (409) and keep it as it was", async () => {
    const user = await quickUser();
    const roadmap = sampleRoadmap("Favorite");
    const { item } = await (await saveRoadmap(user, roadmap)).json<{ item: SavedRoadmapItem }>();
    const grown = { ...roadmap, nodes: roadmap.nodes.map((n) => (n.id === 5 ? { ...n, name: "Excel in depth" } : n)) };
    const res = await send(user, "PUT", `/api/saved-items/${item.id}`, { saved_obj_type: "roadmap", saved_obj: { roadmap: grown, state: null } });
    expect(res.status).toBe(409);
    expect((await res.json<ErrorJson>()).error).toMatchObject({ code: "saved_item_changed", message: SAVED_MESSAGES.changed });
    expect((await savedRoadmaps(user))[0]!.saved_obj.roadmap).toEqual(roadmap);
  });

  it("should hide a user's saved roadmaps from everyone else (404, not listed)", async () => {
    const owner = await quickUser();
    const stranger = await quickUser();
    const roadmap = sampleRoadmap("Private favorite");
    const { item } = await (await saveRoadmap(owner, roadmap)).json<{ item: SavedRoadmapItem }>();
    expect(await savedRoadmaps(stranger)).toEqual([]);
    const put = await send(stranger, "PUT", `/api/saved-items/${item.id}`, { saved_obj_type: "roadmap", saved_obj: { roadmap, state: sampleState(roadmap) } });
    expect(put.status).toBe(404);
    expect((await send(stranger, "DELETE", `/api/saved-items/${item.id}`)).status).toBe(404);
    expect((await savedRoadmaps(owner))[0]!.saved_obj.state).toBeNull();
  });
});

describe("a roadmap grown to its node limit", () => {
  it("should fit the request limits: kept as the last roadmap, saved, and its view saved", async () => {
    const deps = { catalogue: memoryCatalogue(), now: () => "2026-11-25T01:00:00.000Z" };
    const nobody = { title: "", skills: [] };
    let roadmap = await buildRoadmap({ topic: "Software engineer", language: "ar" }, nobody, deps);
    // Expand the first leaf that expands until one more would pass the limit.
    for (;;) {
      let grown: Roadmap | null = null;
      for (const leaf of roadmap.nodes.filter((n) => n.children.length === 0 && n.kind !== "start")) {
        grown = await expandRoadmap(roadmap, leaf.id, nobody, deps).catch(() => null);
        if (grown) break;
      }
      if (!grown) break;
      roadmap = grown;
    }
    expect(roadmap.nodes.length).toBeGreaterThan(ROADMAP_LIMITS.maxNodes - 12);
    const size = new TextEncoder().encode(JSON.stringify({ saved_obj_type: "roadmap", saved_obj: { roadmap, state: sampleState(roadmap) } })).length;
    console.log(`a roadmap of ${roadmap.nodes.length} nodes with its view: ${Math.round(size / 1024)} KB (limit ${ROADMAP_BODY_LIMIT / 1024} KB)`);
    expect(size).toBeLessThan(ROADMAP_BODY_LIMIT);

    const user = await subscriberWithSkills([]);
    expect((await send(user, "PUT", "/api/roadmaps/last", { roadmap, state: sampleState(roadmap) })).status).toBe(200);
    const { item } = await (await saveRoadmap(user, roadmap)).json<{ item: SavedRoadmapItem }>();
    expect((await send(user, "PUT", `/api/saved-items/${item.id}`, { saved_obj_type: "roadmap", saved_obj: { roadmap, state: sampleState(roadmap) } })).status).toBe(200);
    expect((await last(user))?.roadmap).toEqual(roadmap);
  });
});

