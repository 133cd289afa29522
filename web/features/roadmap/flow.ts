/**
 * A roadmap as React Flow draws it: one flow node per roadmap node, one edge per parent → child,
 * placed top-down by dagre; a saved view (spec section 3, Saved item: state) laid back over it,
 * and the view on screen turned into that state. Pure functions, no React.
 */
import dagre from "@dagrejs/dagre";
import type { Edge, Node, Viewport } from "@xyflow/react";
import type { Roadmap, RoadmapNode, RoadmapState } from "../../../core/schemas/roadmap";

/** The drawn size of a node (roadmap.css gives `.rm-node` the same box). */
export const NODE_SIZE = { width: 216, height: 68, leafHeight: 104 } as const;
/** Gaps between siblings and between levels. */
const GAPS = { nodesep: 28, ranksep: 56 } as const;

export interface RoadmapNodeData extends Record<string, unknown> {
  node: RoadmapNode;
  /** No children: it carries Generate (expand). */
  leaf: boolean;
  /** The roadmap's language, for the name's direction. */
  language: Roadmap["language"];
}
export type RoadmapFlowNode = Node<RoadmapNodeData, "roadmap">;
export type RoadmapFlowEdge = Edge;

export const flowId = (id: number) => String(id);
export const edgeId = (source: number, target: number) => `e${source}-${target}`;

/** The ids of the nodes without children (the last level of every branch), in node order. */
export function leafIds(roadmap: Pick<Roadmap, "nodes">): number[] {
  return roadmap.nodes.filter((node) => node.children.length === 0).map((node) => node.id);
}

/** Every parent → child link of the roadmap as an edge. */
export function roadmapEdges(roadmap: Pick<Roadmap, "nodes">): RoadmapFlowEdge[] {
  return roadmap.nodes.flatMap((node) =>
    node.children.map((child) => ({ id: edgeId(node.id, child), source: flowId(node.id), target: flowId(child), type: "smoothstep" })),
  );
}

/** The roadmap laid out top-down by dagre: nodes with positions (top-left corners), and edges. */
export function layoutRoadmap(roadmap: Roadmap): { nodes: RoadmapFlowNode[]; edges: RoadmapFlowEdge[] } {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: "TB", nodesep: GAPS.nodesep, ranksep: GAPS.ranksep, marginx: 16, marginy: 16 });
  graph.setDefaultEdgeLabel(() => ({}));
  const heightOf = (node: RoadmapNode) => (node.children.length === 0 ? NODE_SIZE.leafHeight : NODE_SIZE.height);
  // Children in the order the roadmap lists them, so siblings read left to right in that order.
  for (const node of depthFirst(roadmap)) graph.setNode(flowId(node.node.id), { width: NODE_SIZE.width, height: heightOf(node.node) });
  const edges = roadmapEdges(roadmap);
  for (const edge of edges) graph.setEdge(edge.source, edge.target);
  dagre.layout(graph);
  const nodes = roadmap.nodes.map((node): RoadmapFlowNode => {
    const placed = graph.node(flowId(node.id));
    return {
      id: flowId(node.id),
      type: "roadmap",
      position: { x: placed.x - NODE_SIZE.width / 2, y: placed.y - heightOf(node) / 2 },
      data: { node, leaf: node.children.length === 0, language: roadmap.language },
    };
  });
  return { nodes, edges };
}

/**
 * The roadmap drawn with a saved view: the positions it saved for nodes it knows (hidden ones
 * stay hidden), dagre's for any node it does not (a roadmap expanded after the view was saved).
 */
export function layoutWithState(roadmap: Roadmap, state: RoadmapState | null): { nodes: RoadmapFlowNode[]; edges: RoadmapFlowEdge[] } {
  const laid = layoutRoadmap(roadmap);
  if (!state) return laid;
  const saved = new Map(state.nodes.map((node) => [node.id, node]));
  const nodes = laid.nodes.map((node) => {
    const view = saved.get(node.id);
    if (!view) return node;
    return { ...node, position: { ...view.position }, ...(view.hidden ? { hidden: true } : {}) };
  });
  return { nodes, edges: laid.edges };
}

/** The view on screen as the state Save State keeps (spec: nodes, edges, viewport, lastLevelNodes, timestamp). */
export function viewState(
  roadmap: Roadmap,
  nodes: readonly Pick<RoadmapFlowNode, "id" | "position" | "hidden">[],
  viewport: Viewport,
  selected: number | null,
  now: Date = new Date(),
): RoadmapState {
  return {
    nodes: nodes.map((node) => ({
      id: node.id,
      position: { x: round(node.position.x), y: round(node.position.y) },
      ...(node.hidden ? { hidden: true } : {}),
    })),
    edges: roadmapEdges(roadmap).map(({ id, source, target }) => ({ id, source, target })),
    viewport: { x: round(viewport.x), y: round(viewport.y), zoom: Math.min(10, Math.max(0.01, viewport.zoom)) },
    lastLevelNodes: leafIds(roadmap),
    selected,
    timestamp: now.toISOString(),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

export interface TreeRow {
  node: RoadmapNode;
  depth: number;
}

/** The roadmap from its root, parents before their children, children in their listed order. */
export function depthFirst(roadmap: Pick<Roadmap, "root" | "nodes">): TreeRow[] {
  const byId = new Map(roadmap.nodes.map((node) => [node.id, node]));
  const rows: TreeRow[] = [];
  const seen = new Set<number>();
  const stack: TreeRow[] = [];
  const root = byId.get(roadmap.root);
  if (root) stack.push({ node: root, depth: 0 });
  while (stack.length) {
    const row = stack.pop() as TreeRow;
    if (seen.has(row.node.id)) continue;
    seen.add(row.node.id);
    rows.push(row);
    for (let i = row.node.children.length - 1; i >= 0; i--) {
      const child = byId.get(row.node.children[i] as number);
      if (child) stack.push({ node: child, depth: row.depth + 1 });
    }
  }
  return rows;
}

/** The node with this id, if the roadmap has it. */
export function findNode(roadmap: Pick<Roadmap, "nodes">, id: number | null): RoadmapNode | null {
  if (id === null) return null;
  return roadmap.nodes.find((node) => node.id === id) ?? null;
}
