/**
 * Roadmaps (docs/api/roadmap.md; spec section 3, Roadmap node): a learning path to a topic as a
 * tree of numbered nodes, each with its description, the catalogue courses and the bundled
 * books it needs. Shared by the worker (generation, merge, saved items, the last roadmap), the
 * local engine in core/roadmap and the Craft Roadmap page.
 */
import { z } from "zod";

export const ROADMAP_LANGUAGES = ["en", "ar"] as const;
export type RoadmapLanguage = (typeof ROADMAP_LANGUAGES)[number];

export const ROADMAP_LIMITS = {
  topicChars: 200,
  /** Nodes a roadmap may hold, merged sub-roadmaps included. */
  maxNodes: 400,
  nameChars: 120,
  descriptionChars: 1500,
  maxChildren: 24,
  coursesPerNode: 6,
  booksPerNode: 4,
  /** Nodes a saved view may place (its React Flow nodes). */
  stateNodes: 400,
} as const;

export const ROADMAP_MESSAGES = {
  topicEmpty: "Describe the role or skill you want a roadmap for, for example “Data engineer”.",
  topicLong: `The topic is too long (at most ${ROADMAP_LIMITS.topicChars} characters)`,
  languageInvalid: "language must be en or ar",
  roadmapInvalid: "This roadmap is not in a shape Amal can read. Generate it again.",
  nodeInvalid: "node_id must be the id of a node in this roadmap",
  notLeaf: "Only a node without children can be expanded. Pick one at the end of a branch.",
  tooLarge: `This roadmap already has the most nodes Amal keeps (${ROADMAP_LIMITS.maxNodes}). Start a new roadmap for this part.`,
  unknownTopic: "Amal could not find enough about this topic to build a roadmap. Try a job title or a skill, like “Data engineer” or “Excel”.",
  stateInvalid: "The saved view is not in a shape Amal can read.",
  favoriteInvalid: "favorite_id must be the id of one of your saved roadmaps",
} as const;

/** A catalogue course a node needs, as the course catalogue has it (never one the model invented). */
export const roadmapCourseSchema = z.object({
  id: z.string().min(1).max(200),
  title: z.string().min(1).max(300),
  provider: z.string().max(200),
  url: z.string().url().max(2000),
  level: z.string().max(40),
  free: z.boolean(),
});
export type RoadmapCourse = z.infer<typeof roadmapCourseSchema>;

/** A bundled book a node recommends (core/data/books.json). */
export const roadmapBookSchema = z.object({
  id: z.string().min(1).max(200),
  title: z.string().min(1).max(300),
  authors: z.array(z.string().max(200)).max(10),
});
export type RoadmapBook = z.infer<typeof roadmapBookSchema>;

export const ROADMAP_NODE_KINDS = ["goal", "start", "stage", "skill", "topic"] as const;

/** Spec section 3, Roadmap node: id (number), name, description, children, books_needed, courses_needed. */
export const roadmapNodeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().trim().min(1).max(ROADMAP_LIMITS.nameChars),
  description: z.string().max(ROADMAP_LIMITS.descriptionChars),
  children: z.array(z.number().int().positive()).max(ROADMAP_LIMITS.maxChildren),
  courses_needed: z.array(roadmapCourseSchema).max(ROADMAP_LIMITS.coursesPerNode),
  books_needed: z.array(roadmapBookSchema).max(ROADMAP_LIMITS.booksPerNode),
  /** goal: the root (the topic); start: where the user stands; stage: a step; skill/topic: what is learned. */
  kind: z.enum(ROADMAP_NODE_KINDS),
  /** The canonical skill (core/data/skills-taxonomy.json) a node teaches, when it teaches one. */
  skill: z.string().max(120).nullable(),
  /** done: the user's profile already shows this skill. */
  status: z.enum(["done", "todo"]),
});
export type RoadmapNode = z.infer<typeof roadmapNodeSchema>;

/** Problems that make a list of nodes not a tree rooted at `root`; empty when it is one. */
export function treeProblems(root: number, nodes: readonly Pick<RoadmapNode, "id" | "children">[]): string[] {
  const problems: string[] = [];
  const ids = new Set<number>();
  for (const node of nodes) {
    if (ids.has(node.id)) problems.push(`node id ${node.id} is used twice`);
    ids.add(node.id);
  }
  if (!ids.has(root)) problems.push(`the root ${root} is not a node`);
  const parents = new Map<number, number>();
  for (const node of nodes) {
    for (const child of node.children) {
      if (!ids.has(child)) problems.push(`node ${node.id} has a child ${child} that is not a node`);
      else if (child === root) problems.push(`node ${node.id} has the root as a child`);
      else if (parents.has(child)) problems.push(`node ${child} has two parents`);
      else parents.set(child, node.id);
    }
  }
  // Every node reachable from the root, once (no cycles, nothing left apart).
  const seen = new Set<number>();
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const stack = [root];
  while (stack.length) {
    const id = stack.pop() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const child of byId.get(id)?.children ?? []) stack.push(child);
  }
  for (const id of ids) if (!seen.has(id)) problems.push(`node ${id} cannot be reached from the root`);
  return problems;
}

export const roadmapSchema = z
  .object({
    /** What the user asked for, as typed. */
    topic: z.string().trim().min(1).max(ROADMAP_LIMITS.topicChars),
    /** The goal's display name ("Data Engineer"). */
    title: z.string().trim().min(1).max(ROADMAP_LIMITS.nameChars),
    language: z.enum(ROADMAP_LANGUAGES),
    root: z.number().int().positive(),
    nodes: z.array(roadmapNodeSchema).min(1).max(ROADMAP_LIMITS.maxNodes),
    /** Which engine wrote it: the local one, or a model whose output was checked. */
    engine: z.enum(["local", "model"]),
    created_at: z.string().max(40),
  })
  .superRefine((roadmap, ctx) => {
    for (const problem of treeProblems(roadmap.root, roadmap.nodes)) ctx.addIssue({ code: "custom", message: problem, path: ["nodes"] });
  });
export type Roadmap = z.infer<typeof roadmapSchema>;

/**
 * The view a user saved (spec section 3, Saved item: state): React Flow's nodes (id and
 * position) and edges, the viewport, the last-level node ids shown, and when it was saved.
 */
export const roadmapStateSchema = z.object({
  nodes: z
    .array(
      z.object({
        id: z.string().max(40),
        position: z.object({ x: z.number().finite(), y: z.number().finite() }),
        hidden: z.boolean().optional(),
      }),
    )
    .max(ROADMAP_LIMITS.stateNodes),
  edges: z.array(z.object({ id: z.string().max(90), source: z.string().max(40), target: z.string().max(40) })).max(ROADMAP_LIMITS.stateNodes),
  viewport: z.object({ x: z.number().finite(), y: z.number().finite(), zoom: z.number().finite().positive().max(10) }),
  lastLevelNodes: z.array(z.number().int().positive()).max(ROADMAP_LIMITS.stateNodes),
  /** The node whose card was open, if any. */
  selected: z.number().int().positive().nullable().optional(),
  timestamp: z.string().max(40),
});
export type RoadmapState = z.infer<typeof roadmapStateSchema>;

/** A roadmap saved item's saved_obj (spec: roadmap and state). */
export const savedRoadmapSchema = z.object({
  roadmap: roadmapSchema,
  state: roadmapStateSchema.nullable(),
});
export type SavedRoadmap = z.infer<typeof savedRoadmapSchema>;

/** POST /api/roadmaps */
export const generateRoadmapSchema = z.object({
  topic: z
    .string({ error: ROADMAP_MESSAGES.topicEmpty })
    .trim()
    .min(1, { error: ROADMAP_MESSAGES.topicEmpty })
    .max(ROADMAP_LIMITS.topicChars, { error: ROADMAP_MESSAGES.topicLong }),
  language: z.enum(ROADMAP_LANGUAGES, { error: ROADMAP_MESSAGES.languageInvalid }),
});
export type GenerateRoadmapRequest = z.infer<typeof generateRoadmapSchema>;

/** POST /api/roadmaps/expand: merge a sub-roadmap under a leaf of the roadmap on screen. */
export const expandRoadmapSchema = z.object({
  roadmap: roadmapSchema,
  node_id: z.number({ error: ROADMAP_MESSAGES.nodeInvalid }).int({ error: ROADMAP_MESSAGES.nodeInvalid }).positive({ error: ROADMAP_MESSAGES.nodeInvalid }),
  /** The saved item holding this roadmap when it is a favorite: replaced by the merged roadmap. */
  favorite_id: z.number({ error: ROADMAP_MESSAGES.favoriteInvalid }).int({ error: ROADMAP_MESSAGES.favoriteInvalid }).positive({ error: ROADMAP_MESSAGES.favoriteInvalid }).nullable().optional(),
});
export type ExpandRoadmapRequest = z.infer<typeof expandRoadmapSchema>;

/** What generate and expand answer: the roadmap, and the saved item holding it (null when none). */
export const roadmapAnswerSchema = z.object({
  roadmap: roadmapSchema,
  favorite_id: z.number().nullable(),
});
export type RoadmapAnswer = z.infer<typeof roadmapAnswerSchema>;

/** userLastRoadmap: GET /api/roadmaps/last answers it, PUT /api/roadmaps/last stores it. */
export const lastRoadmapSchema = z.object({
  roadmap: roadmapSchema,
  state: roadmapStateSchema.nullable(),
});
export type LastRoadmap = z.infer<typeof lastRoadmapSchema>;
