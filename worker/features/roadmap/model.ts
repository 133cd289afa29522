/**
 * A roadmap written by the model (AI_PROVIDER openai or workers-ai), checked before it is used:
 * the answer must read as the model schema and be a tree; its courses are looked up in the
 * catalogue and its books among the bundled books, and whatever does not resolve is dropped, so
 * an invented course never reaches the screen. Any problem → null (the caller answers the local
 * roadmap) and a warning naming the problem, never the user's words.
 */
import { z } from "zod";
import { bookByTitle, asRoadmapBook, asRoadmapCourse, canonicalSkill, canonicalSkills } from "../../../core/roadmap/knowledge";
import type { RoadmapProfile } from "../../../core/roadmap/engine";
import { mergeUnderLeaf, numberDraft, type RoadmapDraft, RoadmapError } from "../../../core/roadmap/tree";
import type { CourseCatalogue } from "../../../core/courses/types";
import {
  ROADMAP_LIMITS,
  ROADMAP_MESSAGES,
  type Roadmap,
  type RoadmapCourse,
  type RoadmapLanguage,
  type RoadmapNode,
  roadmapSchema,
  treeProblems,
} from "../../../core/schemas/roadmap";
import { AiProviderError, type AiProvider } from "../../providers/ai";

/** Nodes the model may write (the local roadmap has about 20; room for a richer one). */
const MODEL_NODES = 80;

export const modelRoadmapSchema = z.object({
  title: z.string().trim().min(1).max(ROADMAP_LIMITS.nameChars),
  root: z.number().int().positive(),
  nodes: z
    .array(
      z.object({
        id: z.number().int().positive(),
        name: z.string().trim().min(1).max(ROADMAP_LIMITS.nameChars),
        description: z.string().max(ROADMAP_LIMITS.descriptionChars),
        children: z.array(z.number().int().positive()).max(ROADMAP_LIMITS.maxChildren),
        courses_needed: z.array(z.string().max(300)).max(ROADMAP_LIMITS.coursesPerNode),
        books_needed: z.array(z.string().max(300)).max(ROADMAP_LIMITS.booksPerNode),
      }),
    )
    .min(2)
    .max(MODEL_NODES),
});
export type ModelRoadmap = z.infer<typeof modelRoadmapSchema>;

const LANGUAGE_NAMES: Record<RoadmapLanguage, string> = { en: "English", ar: "Modern Standard Arabic" };
/** Nodes a model's sub-roadmap may add under a leaf (the local one adds about 10). */
const MODEL_EXPANSION_NODES = 30;

const SYSTEM = [
  "You plan learning roadmaps: a tree whose root is the goal, whose children are ordered stages, and whose leaves are the skills or topics to learn.",
  "Every node has a short, practical description. Recommend only courses and books from the lists given, by their exact titles; never invent a course or a book.",
].join(" ");

const RETURN_SHAPE =
  'Return {"title": string, "root": number, "nodes": [{"id": number, "name": string, "description": string, "children": number[], "courses_needed": string[], "books_needed": string[]}]}';

function allowed(nodes: readonly Pick<RoadmapNode, "courses_needed" | "books_needed">[]) {
  return {
    courses: [...new Set(nodes.flatMap((n) => n.courses_needed.map((c) => c.title)))],
    books: [...new Set(nodes.flatMap((n) => n.books_needed.map((b) => b.title)))],
  };
}

function roadmapPrompts(local: Roadmap) {
  const { courses, books } = allowed(local.nodes);
  const outline = local.nodes.filter((n) => n.kind !== "start").map((n) => ({ id: n.id, name: n.name, children: n.children }));
  return {
    system: SYSTEM,
    prompt: [
      `Write a learning roadmap for: ${local.title}. Write names and descriptions in ${LANGUAGE_NAMES[local.language]} (keep course and book titles as given).`,
      `A starting outline (JSON) you may improve: ${JSON.stringify(outline)}`,
      `Courses you may recommend: ${JSON.stringify(courses)}`,
      `Books you may recommend: ${JSON.stringify(books)}`,
      `At most ${MODEL_NODES} nodes, ${ROADMAP_LIMITS.maxChildren} children per node, 3 courses and 2 books per node.`,
      RETURN_SHAPE,
    ].join("\n"),
  };
}

function expansionPrompts(roadmap: Roadmap, leaf: RoadmapNode, local: RoadmapDraft) {
  const nodes = numberDraft(local, 1);
  const { courses, books } = allowed(nodes);
  return {
    system: SYSTEM,
    prompt: [
      `A learning roadmap to ${roadmap.title} has the step "${leaf.name}". Break that step down into a small sub-roadmap whose root is the step itself (same name), with what to learn under it in order.`,
      `Write names and descriptions in ${LANGUAGE_NAMES[roadmap.language]} (keep course and book titles as given).`,
      `A starting outline (JSON) you may improve: ${JSON.stringify(nodes.map((n) => ({ id: n.id, name: n.name, children: n.children })))}`,
      `Courses you may recommend: ${JSON.stringify(courses)}`,
      `Books you may recommend: ${JSON.stringify(books)}`,
      `At most ${MODEL_EXPANSION_NODES} nodes, 3 courses and 2 books per node.`,
      RETURN_SHAPE,
    ].join("\n"),
  };
}

function warn(provider: string, problems: string[]) {
  console.warn(JSON.stringify({ level: "warn", msg: "the model's roadmap was not used; the local one is answered", provider, problems: problems.slice(0, 10) }));
}

const issues = (error: z.ZodError) => error.issues.slice(0, 10).map((i) => `${i.path.join(".") || "answer"}: ${i.code}`);

/**
 * The model's tree as a draft (its root a goal, or the leaf it expands), courses resolved in the
 * catalogue and books among the bundled ones (what does not resolve is dropped and counted), or
 * the problems that keep it out.
 */
async function modelDraft(
  answer: unknown,
  profile: RoadmapProfile,
  catalogue: CourseCatalogue,
  maxNodes: number,
): Promise<{ draft: RoadmapDraft; title: string; dropped: number } | { problems: string[] }> {
  const parsed = modelRoadmapSchema.safeParse(answer);
  if (!parsed.success) return { problems: issues(parsed.error) };
  const model = parsed.data;
  if (model.nodes.length > maxNodes) return { problems: [`${model.nodes.length} nodes, at most ${maxNodes}`] };
  const tree = treeProblems(model.root, model.nodes);
  if (tree.length) return { problems: tree };

  const has = canonicalSkills(profile.skills);
  const byId = new Map(model.nodes.map((n) => [n.id, n]));
  let dropped = 0;
  const resolveCourses = async (titles: readonly string[]): Promise<RoadmapCourse[]> => {
    const found = await Promise.all(titles.map((t) => catalogue.byTitle(t)));
    const out: RoadmapCourse[] = [];
    for (const course of found) {
      if (!course) dropped++;
      else if (!out.some((c) => c.id === course.id)) out.push(asRoadmapCourse(course));
    }
    return out;
  };
  const toDraft = async (id: number, depth: number): Promise<RoadmapDraft> => {
    const node = byId.get(id)!;
    const children = await Promise.all(node.children.map((child) => toDraft(child, depth + 1)));
    const books = node.books_needed.map((t) => bookByTitle(t));
    dropped += books.filter((b) => !b).length;
    const skill = canonicalSkill(node.name);
    return {
      name: node.name,
      description: node.description,
      kind: depth === 0 ? "goal" : children.length ? "stage" : skill ? "skill" : "topic",
      skill,
      status: depth > 0 && skill && has.has(skill) ? "done" : "todo",
      courses_needed: await resolveCourses(node.courses_needed),
      books_needed: [...new Map(books.filter((b) => b !== null).map((b) => [b.id, asRoadmapBook(b)])).values()],
      children,
    };
  };
  return { draft: await toDraft(model.root, 0), title: model.title, dropped };
}

/** The model's roadmap as a checked Roadmap, or the problems that keep it out. */
export async function resolveModelRoadmap(
  answer: unknown,
  local: Roadmap,
  profile: RoadmapProfile,
  catalogue: CourseCatalogue,
): Promise<{ roadmap: Roadmap; dropped: number } | { problems: string[] }> {
  const resolved = await modelDraft(answer, profile, catalogue, MODEL_NODES);
  if ("problems" in resolved) return resolved;
  const root = resolved.draft;
  // Where the user stands is the local engine's (it reads the profile), first under the goal.
  const start = local.nodes.find((n) => n.kind === "start");
  if (start && root.children.length < ROADMAP_LIMITS.maxChildren) {
    const { id: _, children: __, ...rest } = start;
    root.children.unshift({ ...rest, children: [] });
  }
  const roadmap = { ...local, title: resolved.title, engine: "model" as const, nodes: numberDraft(root, 1), root: 1 };
  const checked = roadmapSchema.safeParse(roadmap);
  if (!checked.success) return { problems: issues(checked.error) };
  return { roadmap: checked.data, dropped: resolved.dropped };
}

function reportDropped(provider: string, dropped: number) {
  if (dropped) console.warn(JSON.stringify({ level: "warn", msg: "courses or books the model named are not in the catalogue and were left out", provider, dropped }));
}

/** The model's roadmap when it passes every check, else null (the local one is answered). */
export async function modelRoadmap(ai: AiProvider, local: Roadmap, profile: RoadmapProfile, catalogue: CourseCatalogue): Promise<Roadmap | null> {
  if (ai.name === "local") return null;
  try {
    const answer = await ai.generateObject({ ...roadmapPrompts(local), schema: modelRoadmapSchema });
    const resolved = await resolveModelRoadmap(answer, local, profile, catalogue);
    if ("roadmap" in resolved) {
      reportDropped(ai.name, resolved.dropped);
      return resolved.roadmap;
    }
    warn(ai.name, resolved.problems);
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    warn(ai.name, [error.reason]);
  }
  return null;
}

/**
 * The roadmap with the model's sub-roadmap merged under `leaf` when it passes every check (a
 * tree, within the limits, resolved courses and books; the leaf keeps its own content), else null
 * (the local expansion is answered).
 */
export async function modelExpansion(
  ai: AiProvider,
  roadmap: Roadmap,
  leaf: RoadmapNode,
  local: RoadmapDraft,
  profile: RoadmapProfile,
  catalogue: CourseCatalogue,
): Promise<Roadmap | null> {
  if (ai.name === "local") return null;
  try {
    const answer = await ai.generateObject({ ...expansionPrompts(roadmap, leaf, local), schema: modelRoadmapSchema });
    const resolved = await modelDraft(answer, profile, catalogue, MODEL_EXPANSION_NODES);
    if ("problems" in resolved) {
      warn(ai.name, resolved.problems);
      return null;
    }
    if (resolved.draft.children.length === 0) {
      warn(ai.name, ["no nodes under the expanded one"]);
      return null;
    }
    const { id: _, children: __, ...own } = leaf;
    const merged = mergeUnderLeaf(roadmap, leaf.id, { ...own, children: resolved.draft.children }, ROADMAP_MESSAGES.tooLarge);
    const checked = roadmapSchema.safeParse(merged);
    if (!checked.success) {
      warn(ai.name, issues(checked.error));
      return null;
    }
    reportDropped(ai.name, resolved.dropped);
    return checked.data;
  } catch (error) {
    if (error instanceof RoadmapError) {
      warn(ai.name, [error.code]);
      return null;
    }
    if (!(error instanceof AiProviderError)) throw error;
    warn(ai.name, [error.reason]);
  }
  return null;
}
