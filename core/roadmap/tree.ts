/**
 * Roadmaps are built as nested drafts (a node with its children inline) and numbered once: ids
 * in breadth-first order from a first id, so a parent's id is always below its children's and a
 * merged sub-roadmap's ids all lie above the roadmap it joins.
 */
import { ROADMAP_LIMITS, type Roadmap, type RoadmapNode, treeProblems } from "../schemas/roadmap.ts";

export type RoadmapDraft = Omit<RoadmapNode, "id" | "children"> & { children: RoadmapDraft[] };

/** Error codes of the engine; the worker answers them as 400/422 (docs/api/roadmap.md). */
export type RoadmapProblem = "unknown_topic" | "node_invalid" | "not_leaf" | "roadmap_too_large";

export class RoadmapError extends Error {
  constructor(
    readonly code: RoadmapProblem,
    message: string,
  ) {
    super(message);
    this.name = "RoadmapError";
  }
}

export function countDrafts(draft: RoadmapDraft): number {
  return 1 + draft.children.reduce((sum, child) => sum + countDrafts(child), 0);
}

/** The draft's nodes numbered breadth-first from `firstId` (the draft itself gets `firstId`). */
export function numberDraft(draft: RoadmapDraft, firstId: number): RoadmapNode[] {
  const nodes: RoadmapNode[] = [];
  const queue: { draft: RoadmapDraft; id: number }[] = [{ draft, id: firstId }];
  let next = firstId + 1;
  for (let i = 0; i < queue.length; i++) {
    const { draft: d, id } = queue[i];
    const children = d.children.map((child) => {
      const childId = next++;
      queue.push({ draft: child, id: childId });
      return childId;
    });
    const { children: _, ...rest } = d;
    nodes.push({ ...rest, id, children });
  }
  return nodes;
}

/** The nodes under `node`, itself included, in breadth-first order. */
export function subtree(roadmap: Pick<Roadmap, "nodes">, id: number): RoadmapNode[] {
  const byId = new Map(roadmap.nodes.map((n) => [n.id, n]));
  const out: RoadmapNode[] = [];
  const queue = [id];
  for (let i = 0; i < queue.length; i++) {
    const node = byId.get(queue[i]);
    if (!node) continue;
    out.push(node);
    queue.push(...node.children);
  }
  return out;
}

/** The leaf `nodeId` of `roadmap`, or the RoadmapError that says why it cannot be expanded. */
export function leafToExpand(roadmap: Roadmap, nodeId: number, messages: { nodeInvalid: string; notLeaf: string; tooLarge: string }): RoadmapNode {
  const node = roadmap.nodes.find((n) => n.id === nodeId);
  if (!node) throw new RoadmapError("node_invalid", messages.nodeInvalid);
  if (node.children.length > 0) throw new RoadmapError("not_leaf", messages.notLeaf);
  if (roadmap.nodes.length >= ROADMAP_LIMITS.maxNodes) throw new RoadmapError("roadmap_too_large", messages.tooLarge);
  return node;
}

/**
 * Merges `sub` under the leaf `nodeId`: the sub-roadmap's root stands for the leaf itself, so its
 * children become the leaf's children, numbered from the roadmap's highest id + 1. The leaf keeps
 * its own name, description, courses and books. Refused (roadmap_too_large) beyond maxNodes.
 */
export function mergeUnderLeaf(roadmap: Roadmap, nodeId: number, sub: RoadmapDraft, tooLarge: string): Roadmap {
  const added = countDrafts(sub) - 1;
  if (roadmap.nodes.length + added > ROADMAP_LIMITS.maxNodes) throw new RoadmapError("roadmap_too_large", tooLarge);
  const maxId = roadmap.nodes.reduce((max, n) => Math.max(max, n.id), 0);
  // Numbered from maxId: the draft root takes maxId (dropped), its descendants maxId + 1 and up.
  const numbered = numberDraft(sub, maxId);
  const [root, ...rest] = numbered;
  const nodes = roadmap.nodes.map((n) => (n.id === nodeId ? { ...n, children: root.children } : n));
  const merged: Roadmap = { ...roadmap, nodes: [...nodes, ...rest] };
  const problems = treeProblems(merged.root, merged.nodes);
  if (problems.length) throw new Error(`a merged roadmap is not a tree: ${problems.join("; ")}`);
  return merged;
}
