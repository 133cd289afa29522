import { describe, expect, it } from "vitest";
import { BOOKS } from "../coach/knowledge/books.ts";
import { ROADMAPS } from "../coach/knowledge/roadmaps.ts";
import { bundledCourses } from "../courses/bundled.ts";
import { memoryCatalogue } from "../courses/memory.ts";
import { ROADMAP_LIMITS, ROADMAP_MESSAGES as M, type Roadmap, roadmapSchema, treeProblems } from "../schemas/roadmap.ts";
import { buildRoadmap, expandRoadmap, readTopic, type RoadmapProfile } from "./engine.ts";
import { sampleRoadmap, sampleState } from "./fixtures.ts";
import { roadmapIdentity } from "./identity.ts";
import { canonicalSkills } from "./knowledge.ts";
import { mergeUnderLeaf, type RoadmapDraft, RoadmapError } from "./tree.ts";

const catalogue = memoryCatalogue();
const deps = { catalogue, now: () => "2026-11-25T01:00:00.000Z" };
const nobody: RoadmapProfile = { title: "", skills: [] };
const COURSE_IDS = new Set(bundledCourses().map((c) => c.id));
const BOOK_IDS = new Set(BOOKS.map((b) => b.id));

function expectWellFormed(roadmap: Roadmap) {
  const parsed = roadmapSchema.safeParse(roadmap);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true);
  for (const node of roadmap.nodes) {
    for (const course of node.courses_needed) expect(COURSE_IDS.has(course.id), course.id).toBe(true);
    for (const book of node.books_needed) expect(BOOK_IDS.has(book.id), book.id).toBe(true);
    // Parents are numbered before their children: edges always run from parent to child.
    for (const child of node.children) expect(child).toBeGreaterThan(node.id);
  }
}

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof RoadmapError) return { code: error.code, message: error.message };
    throw error;
  }
  return null;
};

describe("readTopic", () => {
  it.each([
    ["from accountant to data analyst", { from: "accountant", goal: "data analyst" }],
    ["From teacher into UX designer", { from: "teacher", goal: "UX designer" }],
    ["من محاسب إلى محلل بيانات", { from: "محاسب", goal: "محلل بيانات" }],
    ["Data engineer", { from: null, goal: "Data engineer" }],
    ["Data to insight", { from: null, goal: "Data to insight" }],
  ])("should read %s", (topic, expected) => {
    expect(readTopic(topic)).toEqual(expected);
  });
});

describe("the local engine on the bundled roadmaps", () => {
  it.each(ROADMAPS.flatMap((r) => [[r.title, "en", r.title] as const, [r.titleAr, "ar", r.titleAr] as const]))(
    "should build %s (%s): goal on top, start and stages under it, real courses and books, every skill of the roadmap",
    async (topic, language, title) => {
      const roadmap = await buildRoadmap({ topic, language }, nobody, deps);
      expectWellFormed(roadmap);
      expect(roadmap).toMatchObject({ title, language, engine: "local", root: 1 });
      const [goal, start] = roadmap.nodes;
      expect(goal!.kind).toBe("goal");
      expect(start!.kind).toBe("start");
      const bundled = ROADMAPS.find((r) => r.title === topic || r.titleAr === topic)!;
      expect(goal!.children).toHaveLength(1 + bundled.stages.length);
      const stages = roadmap.nodes.filter((n) => n.kind === "stage");
      expect(stages.map((s) => s.description)).toEqual(bundled.stages.map((s) => (language === "ar" ? `الهدف من هذه المرحلة: ${s.milestoneAr}` : `Milestone: ${s.milestone}`)));
      expect(roadmap.nodes.filter((n) => n.kind === "skill").map((n) => n.skill)).toEqual(bundled.stages.flatMap((s) => s.skills));
      // Nearly every skill has a course to take.
      const skills = roadmap.nodes.filter((n) => n.kind === "skill");
      expect(skills.filter((n) => n.courses_needed.length > 0).length / skills.length).toBeGreaterThanOrEqual(0.8);
      if (language === "ar") for (const stage of stages) expect(stage.name).toMatch(/[\u0600-\u06FF]/);
    },
  );

  it("should take a stage's own catalogue courses first for its skills", async () => {
    const roadmap = await buildRoadmap({ topic: "Front-end developer", language: "en" }, nobody, deps);
    const html = roadmap.nodes.find((n) => n.skill === "HTML")!;
    const own = ROADMAPS.find((r) => r.id === "frontend-developer")!.stages[0]!.courses;
    expect(own).toContain(html.courses_needed[0]!.id);
  });

  it("should mark the skills a profile shows as done, whatever form they are written in, and list them at the start", async () => {
    const profile = { title: "Junior developer", skills: ["JS", "html5", "Git and GitHub", "Cooking"] };
    const roadmap = await buildRoadmap({ topic: "Frontend developer", language: "en" }, profile, deps);
    const done = roadmap.nodes.filter((n) => n.kind === "skill" && n.status === "done").map((n) => n.skill);
    expect(done.sort()).toEqual(["Git", "HTML", "JavaScript"]);
    const start = roadmap.nodes.find((n) => n.kind === "start")!;
    expect(start.name).toBe("Junior developer");
    expect(start.description).toContain("JavaScript");
    expect(roadmap.nodes.filter((n) => n.kind === "skill" && n.status === "todo").length).toBeGreaterThan(5);
  });

  it("should read the start from the words and count what that role brings", async () => {
    const roadmap = await buildRoadmap({ topic: "from accountant to data analyst", language: "en" }, nobody, deps);
    expect(roadmap.title).toBe("Data Analyst");
    expect(roadmap.nodes.find((n) => n.kind === "start")!.name).toBe("Accountant");
    expect(roadmap.nodes.find((n) => n.skill === "Microsoft Excel")!.status).toBe("done");
    expect(roadmap.nodes.find((n) => n.skill === "Python")!.status).toBe("todo");
  });

  it("should answer the same roadmap for the same input", async () => {
    const a = await buildRoadmap({ topic: "Data scientist", language: "ar" }, { title: "Analyst", skills: ["SQL"] }, deps);
    const b = await buildRoadmap({ topic: "Data scientist", language: "ar" }, { title: "Analyst", skills: ["SQL"] }, deps);
    expect(a).toEqual(b);
  });
});

describe("the local engine on other topics", () => {
  it.each([
    ["blockchain", "Blockchain", ["Cryptography"]],
    ["Excel", "Microsoft Excel", ["Pivot Tables"]],
    ["photography", "Photography", []],
    ["Kubernetes", "Kubernetes", ["Docker"]],
  ])("should build %s from the catalogue's courses, staged by level", async (topic, title, includes) => {
    const roadmap = await buildRoadmap({ topic, language: "en" }, nobody, deps);
    expectWellFormed(roadmap);
    expect(roadmap.title).toBe(title);
    const skills = roadmap.nodes.filter((n) => n.kind === "skill").map((n) => n.skill);
    expect(skills[0]).toBe(title);
    for (const skill of includes) expect(skills).toContain(skill);
    const stages = roadmap.nodes.filter((n) => n.kind === "stage").map((n) => n.name);
    expect(["1. Foundations", "1. Core skills", "1. Advanced practice"]).toContain(stages[0]);
  });

  it.each([["qwxzv plorkt"], ["free course in arabic"], ["زززز ققق"], ["I want to become a pilot"]])("should refuse %s as an unknown topic", async (topic) => {
    expect(await refusal(buildRoadmap({ topic, language: "en" }, nobody, deps))).toEqual({ code: "unknown_topic", message: M.unknownTopic });
  });
});

describe("expanding a leaf", () => {
  it("should merge a sub-roadmap under the leaf: new ids above the highest, unique, parent to child, the rest unchanged", async () => {
    const roadmap = await buildRoadmap({ topic: "Data analyst", language: "en" }, nobody, deps);
    const leaf = roadmap.nodes.find((n) => n.skill === "SQL")!;
    const merged = await expandRoadmap(roadmap, leaf.id, nobody, deps);
    expectWellFormed(merged);
    const max = Math.max(...roadmap.nodes.map((n) => n.id));
    const added = merged.nodes.slice(roadmap.nodes.length);
    expect(added.length).toBeGreaterThanOrEqual(4);
    expect(added.every((n) => n.id > max)).toBe(true);
    expect(new Set(merged.nodes.map((n) => n.id)).size).toBe(merged.nodes.length);
    const grown = merged.nodes.find((n) => n.id === leaf.id)!;
    expect(grown).toEqual({ ...leaf, children: grown.children });
    expect(merged.nodes.filter((n) => grown.children.includes(n.id)).map((n) => n.name)).toEqual(["Fundamentals: SQL", "Practice: SQL", "Advanced: SQL", "Skills that go with SQL"]);
    expect(merged.nodes.filter((n) => n.id !== leaf.id && n.id <= max)).toEqual(roadmap.nodes.filter((n) => n.id !== leaf.id));

    // A leaf of the merged part expands in turn.
    const again = await expandRoadmap(merged, added.at(-1)!.id, nobody, deps);
    expectWellFormed(again);
    expect(Math.min(...again.nodes.slice(merged.nodes.length).map((n) => n.id))).toBeGreaterThan(Math.max(...merged.nodes.map((n) => n.id)));
  });

  it("should expand an Arabic roadmap in Arabic", async () => {
    const roadmap = await buildRoadmap({ topic: "مهندس بيانات", language: "ar" }, nobody, deps);
    const merged = await expandRoadmap(roadmap, roadmap.nodes.find((n) => n.skill === "Python")!.id, nobody, deps);
    for (const node of merged.nodes.slice(roadmap.nodes.length).filter((n) => n.kind !== "skill")) expect(node.name).toMatch(/[\u0600-\u06FF]/);
  });

  it("should expand the skills of every bundled roadmap, refusing only those the catalogue and the books know nothing of", async () => {
    let expanded = 0;
    const refused: string[] = [];
    for (const r of ROADMAPS) {
      const roadmap = await buildRoadmap({ topic: r.title, language: "en" }, nobody, deps);
      for (const node of roadmap.nodes.filter((n) => n.kind === "skill")) {
        const why = await refusal(expandRoadmap(roadmap, node.id, nobody, deps).then(expectWellFormed));
        if (why === null) expanded++;
        else {
          expect(why.code).toBe("unknown_topic");
          expect(node.courses_needed).toEqual([]);
          expect(node.books_needed).toEqual([]);
          refused.push(node.skill!);
        }
      }
    }
    console.log(`expand: ${expanded} skill leaves of the bundled roadmaps expanded, ${refused.length} refused (${refused.join(", ")})`);
    expect(expanded).toBeGreaterThan(300);
    expect(refused.length).toBeLessThanOrEqual(expanded / 50);
  });

  it("should refuse a node with children, an id that is not a node, and a roadmap already at its limit", async () => {
    const roadmap = sampleRoadmap();
    expect(await refusal(expandRoadmap(roadmap, 3, nobody, deps))).toEqual({ code: "not_leaf", message: M.notLeaf });
    expect(await refusal(expandRoadmap(roadmap, 42, nobody, deps))).toEqual({ code: "node_invalid", message: M.nodeInvalid });
    const leaf = (id: number): Roadmap["nodes"][number] => ({ ...roadmap.nodes[3]!, id });
    const sub: RoadmapDraft = { ...leaf(1), children: Array.from({ length: 5 }, () => ({ ...leaf(1), children: [] })) };
    // The goal, one stage, 20 groups (3..22) and leaves 23 and up: maxNodes - 3 nodes; group 22 stays a leaf.
    const leaves = Array.from({ length: ROADMAP_LIMITS.maxNodes - 3 - 22 }, (_, i) => 23 + i);
    const groups = Array.from({ length: 20 }, (_, i) => ({ ...leaf(3 + i), children: leaves.filter((id) => Math.floor((id - 23) / 20) === i) }));
    const nearlyFull: Roadmap = {
      ...roadmap,
      nodes: [{ ...roadmap.nodes[0]!, children: [2] }, { ...roadmap.nodes[2]!, id: 2, children: groups.map((g) => g.id) }, ...groups, ...leaves.map(leaf)],
    };
    expect(nearlyFull.nodes).toHaveLength(ROADMAP_LIMITS.maxNodes - 3);
    expect(nearlyFull.nodes.find((n) => n.id === 22)!.children).toEqual([]);
    expect(treeProblems(nearlyFull.root, nearlyFull.nodes)).toEqual([]);
    expect(() => mergeUnderLeaf(nearlyFull, 22, sub, M.tooLarge)).toThrow(M.tooLarge);
    expect(mergeUnderLeaf(nearlyFull, 22, { ...sub, children: sub.children.slice(0, 3) }, M.tooLarge).nodes).toHaveLength(ROADMAP_LIMITS.maxNodes);
  });

  it("should be fast: a bundled roadmap and an expansion each in well under 50 ms", async () => {
    await buildRoadmap({ topic: "Nurse", language: "en" }, nobody, deps);
    const times: number[] = [];
    for (const r of ROADMAPS) {
      const start = performance.now();
      const roadmap = await buildRoadmap({ topic: r.title, language: "en" }, nobody, deps);
      await expandRoadmap(roadmap, roadmap.nodes.findLast((n) => n.courses_needed.length > 0)!.id, nobody, deps);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]!).toBeLessThan(50);
    console.log(`local engine, 28 bundled roadmaps built and expanded: median ${times[14]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
  });
});

describe("favorite identity", () => {
  it("should be the same for the same roadmap whatever its view, and differ once a leaf is expanded", async () => {
    const roadmap = sampleRoadmap();
    const a = { roadmap, state: null };
    const b = { roadmap: { ...roadmap, created_at: "2026-12-01T00:00:00.000Z" }, state: sampleState(roadmap, 2) };
    expect(roadmapIdentity(a.roadmap)).toBe(roadmapIdentity(b.roadmap));
    const merged = await expandRoadmap(roadmap, 4, nobody, deps);
    expect(roadmapIdentity(merged)).not.toBe(roadmapIdentity(roadmap));
  });
});

describe("profile skills", () => {
  it("should read every written form of a skill as its canonical name", () => {
    expect([...canonicalSkills(["js", "جافا سكريبت", "MS Excel", "power bi", "Python 3", "nonsense words"])].sort()).toEqual(["JavaScript", "Microsoft Excel", "Power BI", "Python"]);
  });
});
