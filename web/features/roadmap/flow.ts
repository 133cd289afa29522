/**
 * A roadmap as React Flow draws it: one flow node per roadmap node, one edge per parent → child,
 * placed top-down by dagre; a saved view (spec section 3, Saved item: state) laid back over it,
 * and the view on screen turned into that state. Pure functions, no React.
 */
import dagre from "@dagrejs/dagre";
import type { Edge, Node, Viewport } from "@xyflow/react";
import type { Roadmap, RoadmapNode, RoadmapState } from "../../../core/schemas/roadmap";

/** The drawn size of a step (roadmap.css gives `.rm-node` the same box). */
export const NODE_SIZE = { width: 208, height: 76 } as const;
/** Gaps between siblings and between levels; steps stacked in a column sit INDENT to the side of their parent. */
const GAPS = { nodesep: 24, ranksep: 48, stack: 12, indent: 36 } as const;

export interface RoadmapNodeData extends Record<string, unknown> {
  node: RoadmapNode;
  /** No children: it carries Generate (expand). */
  leaf: boolean;
  /** Its children are all leaves, drawn as a column beneath it (its edges leave from its lower corner). */
  column: boolean;
  /** It is one of such a column (its edge arrives from the side). */
  stacked: boolean;
  /** The roadmap's language: an Arabic roadmap is drawn right to left (first steps on the right). */
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

/**
 * Parents whose children are all leaves, two or more of them: those children are stacked in a
 * column under their parent instead of side by side, so a roadmap of a few stages with many
 * skills each stays about as wide as its stages, readable at a zoom that fits a page.
 */
function columnParents(roadmap: Pick<Roadmap, "nodes">): Set<number> {
  const byId = new Map(roadmap.nodes.map((node) => [node.id, node]));
  const columns = new Set<number>();
  for (const node of roadmap.nodes) {
    if (node.children.length >= 2 && node.children.every((id) => (byId.get(id)?.children.length ?? 1) === 0)) columns.add(node.id);
  }
  return columns;
}

/**
 * The roadmap laid out top-down by dagre: nodes with positions (top-left corners), and edges.
 * A parent with a column of leaves is laid out as one tall box (itself and the column beneath);
 * the steps of one level are aligned by their tops.
 */
export function layoutRoadmap(roadmap: Roadmap): { nodes: RoadmapFlowNode[]; edges: RoadmapFlowEdge[] } {
  const byId = new Map(roadmap.nodes.map((node) => [node.id, node]));
  const columns = columnParents(roadmap);
  const stackedUnder = new Map<number, number>();
  for (const parent of columns) for (const child of byId.get(parent)?.children ?? []) stackedUnder.set(child, parent);

  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: "TB", nodesep: GAPS.nodesep, ranksep: GAPS.ranksep, marginx: 16, marginy: 16 });
  graph.setDefaultEdgeLabel(() => ({}));
  const boxOf = (node: RoadmapNode) => {
    if (!columns.has(node.id)) return { width: NODE_SIZE.width, height: NODE_SIZE.height };
    const stack = node.children.length * (NODE_SIZE.height + GAPS.stack);
    return { width: NODE_SIZE.width + GAPS.indent, height: NODE_SIZE.height + stack };
  };
  // Nodes parents first and children in their listed order, so siblings read left to right in that order.
  const order = depthFirst(roadmap).filter((row) => !stackedUnder.has(row.node.id));
  for (const { node } of order) graph.setNode(flowId(node.id), boxOf(node));
  for (const { node } of order) for (const child of node.children) if (!stackedUnder.has(child)) graph.setEdge(flowId(node.id), flowId(child));
  dagre.layout(graph);

  // One level's boxes share a centre line in dagre; their tops are aligned instead.
  const levelHeight = new Map<number, number>();
  for (const { node } of order) {
    const placed = graph.node(flowId(node.id));
    levelHeight.set(placed.y, Math.max(levelHeight.get(placed.y) ?? 0, placed.height));
  }
  const positions = new Map<number, { x: number; y: number }>();
  for (const { node } of order) {
    const placed = graph.node(flowId(node.id));
    const top = placed.y - (levelHeight.get(placed.y) ?? placed.height) / 2;
    const left = placed.x - placed.width / 2;
    positions.set(node.id, { x: left, y: top });
    if (columns.has(node.id)) {
      node.children.forEach((child, i) => {
        positions.set(child, { x: left + GAPS.indent, y: top + NODE_SIZE.height + GAPS.stack + i * (NODE_SIZE.height + GAPS.stack) });
      });
    }
  }

  // An Arabic roadmap reads right to left: the drawing is mirrored, so its first stage is on the right.
  const mirrored = roadmap.language === "ar";
  const nodes = roadmap.nodes.map(
    (node): RoadmapFlowNode => ({
      id: flowId(node.id),
      type: "roadmap",
      position: mirror(positions.get(node.id) ?? { x: 0, y: 0 }, mirrored),
      data: { node, leaf: node.children.length === 0, column: columns.has(node.id), stacked: stackedUnder.has(node.id), language: roadmap.language },
    }),
  );
  return { nodes, edges: roadmapEdges(roadmap) };
}

const mirror = (position: { x: number; y: number }, mirrored: boolean) => (mirrored ? { x: -position.x - NODE_SIZE.width, y: position.y } : position);

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
      position: { x: node.position.x, y: node.position.y },
      ...(node.hidden ? { hidden: true } : {}),
    })),
    edges: roadmapEdges(roadmap).map(({ id, source, target }) => ({ id, source, target })),
    viewport: { x: viewport.x, y: viewport.y, zoom: Math.min(10, Math.max(0.01, viewport.zoom)) },
    lastLevelNodes: leafIds(roadmap),
    selected,
    timestamp: now.toISOString(),
  };
}

/**
 * Where a roadmap opens when it has no saved view: as large as fits the frame, but never so
 * small that the names cannot be read (`minZoom`); its top at the frame's top; centred across,
 * or on the goal when it is wider than the frame.
 */
export function openingViewport(
  nodes: readonly Pick<RoadmapFlowNode, "id" | "position" | "hidden">[],
  rootId: string,
  frame: { width: number; height: number },
  limits: { minZoom: number; maxZoom: number; margin: number } = { minZoom: 0.55, maxZoom: 1, margin: 20 },
): Viewport {
  const shown = nodes.filter((node) => !node.hidden);
  if (shown.length === 0 || frame.width <= 0 || frame.height <= 0) return { x: 0, y: 0, zoom: 1 };
  const minX = Math.min(...shown.map((n) => n.position.x));
  const minY = Math.min(...shown.map((n) => n.position.y));
  const maxX = Math.max(...shown.map((n) => n.position.x + NODE_SIZE.width));
  const maxY = Math.max(...shown.map((n) => n.position.y + NODE_SIZE.height));
  const { minZoom, maxZoom, margin } = limits;
  const room = { width: Math.max(1, frame.width - 2 * margin), height: Math.max(1, frame.height - 2 * margin) };
  const zoom = Math.min(maxZoom, Math.max(minZoom, Math.min(room.width / (maxX - minX), room.height / (maxY - minY))));
  const root = shown.find((n) => n.id === rootId);
  const centre = (maxX - minX) * zoom <= room.width || !root ? (minX + maxX) / 2 : root.position.x + NODE_SIZE.width / 2;
  return { x: frame.width / 2 - centre * zoom, y: margin - minY * zoom, zoom };
}

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
