import { describe, expect, it } from "vitest";
import { roadmapSchema, roadmapStateSchema, type Roadmap, type RoadmapNode } from "../../../core/schemas/roadmap";
import type { SavedRoadmapItem } from "../../../core/schemas/saved";
import { depthFirst, layoutRoadmap, layoutWithState, leafIds, NODE_SIZE, openingViewport, roadmapEdges, viewState } from "./flow";
import { favoriteOf, topicProblem, withSaved } from "./roadmap-rules";

const node = (id: number, name: string, children: number[], kind: RoadmapNode["kind"] = "skill"): RoadmapNode => ({
  id,
  name,
  description: `${name}, what it is`,
  children,
  courses_needed: [],
  books_needed: [],
  kind,
  skill: null,
  status: "todo",
});

/** Data Engineer → (Start, Foundations → (SQL, Python), Pipelines → (Airflow)). */
const roadmap: Roadmap = roadmapSchema.parse({
  topic: "Data engineer",
  title: "Data Engineer",
  language: "en",
  root: 1,
  nodes: [
    node(1, "Data Engineer", [2, 3, 4], "goal"),
    node(2, "Where you start", [], "start"),
    node(3, "Foundations", [5, 6], "stage"),
    node(4, "Pipelines", [7], "stage"),
    node(5, "SQL", []),
    node(6, "Python", []),
    node(7, "Airflow", []),
  ],
  engine: "local",
  created_at: "2026-11-25T01:00:00.000Z",
});

const overlaps = (a: { x: number; y: number; h: number }, b: { x: number; y: number; h: number }) =>
  a.x < b.x + NODE_SIZE.width && b.x < a.x + NODE_SIZE.width && a.y < b.y + b.h && b.y < a.y + a.h;

describe("layoutRoadmap", () => {
  const { nodes, edges } = layoutRoadmap(roadmap);
  const at = (id: number) => nodes.find((n) => n.id === String(id))!;

  it("should draw one node per roadmap node and one edge per parent → child link", () => {
    expect(nodes.map((n) => n.id).sort()).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
    expect(edges.map((e) => `${e.source}>${e.target}`).sort()).toEqual(["1>2", "1>3", "1>4", "3>5", "3>6", "4>7"]);
  });

  it("should place every child below its parent (top-down)", () => {
    for (const edge of edges) {
      const parent = nodes.find((n) => n.id === edge.source)!;
      const child = nodes.find((n) => n.id === edge.target)!;
      expect(child.position.y).toBeGreaterThan(parent.position.y + NODE_SIZE.height - 1);
    }
  });

  it("should keep siblings apart and in their listed order", () => {
    const boxes = nodes.map((n) => ({ x: n.position.x, y: n.position.y, h: NODE_SIZE.height }));
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);
    expect(at(2).position.x).toBeLessThan(at(3).position.x);
    expect(at(3).position.x).toBeLessThan(at(4).position.x);
  });

  it("should stack two or more leaf children in a column beside their parent, in their order", () => {
    expect(at(3).data.column).toBe(true);
    expect([at(5).data.stacked, at(6).data.stacked]).toEqual([true, true]);
    expect(at(5).position.x).toBe(at(6).position.x);
    expect(at(5).position.x).toBeGreaterThan(at(3).position.x);
    expect(at(5).position.y).toBeLessThan(at(6).position.y);
    // A single leaf, and leaves beside parents, stay on their level.
    expect(at(7).data.stacked).toBe(false);
    expect(at(1).data.column).toBe(false);
  });

  it("should align the tops of one level's steps", () => {
    expect(at(2).position.y).toBe(at(3).position.y);
    expect(at(3).position.y).toBe(at(4).position.y);
  });

  it("should mark exactly the nodes without children as leaves", () => {
    expect(nodes.filter((n) => n.data.leaf).map((n) => n.id).sort()).toEqual(["2", "5", "6", "7"]);
    expect(leafIds(roadmap)).toEqual([2, 5, 6, 7]);
  });
});

describe("an Arabic roadmap", () => {
  const arabic = { ...roadmap, language: "ar" as const };
  const mirrored = layoutRoadmap(arabic).nodes;
  const plain = layoutRoadmap(roadmap).nodes;
  const at = (nodes: typeof plain, id: number) => nodes.find((n) => n.id === String(id))!;

  it("should be drawn right to left: the first stage on the right, a column to the left of its parent", () => {
    expect(at(mirrored, 2).position.x).toBeGreaterThan(at(mirrored, 3).position.x);
    expect(at(mirrored, 3).position.x).toBeGreaterThan(at(mirrored, 4).position.x);
    expect(at(mirrored, 5).position.x).toBeLessThan(at(mirrored, 3).position.x);
    for (const node of plain) {
      expect(at(mirrored, Number(node.id)).position).toEqual({ x: -node.position.x - NODE_SIZE.width, y: node.position.y });
    }
  });
});

describe("saved views", () => {
  it("should make a state the schema accepts, and draw it back exactly", () => {
    const { nodes } = layoutRoadmap(roadmap);
    const moved = nodes.map((n) => (n.id === "5" ? { ...n, position: { x: -400.123, y: 900 } } : n));
    const state = viewState(roadmap, moved, { x: 12.5, y: -30, zoom: 0.75 }, 5, new Date("2026-11-25T02:00:00Z"));
    expect(roadmapStateSchema.parse(state)).toEqual(state);
    expect(state.lastLevelNodes).toEqual([2, 5, 6, 7]);
    expect(state.edges).toHaveLength(6);
    expect(state.timestamp).toBe("2026-11-25T02:00:00.000Z");
    expect(state.viewport).toEqual({ x: 12.5, y: -30, zoom: 0.75 });

    const restored = layoutWithState(roadmap, state).nodes;
    expect(restored.find((n) => n.id === "5")!.position).toEqual({ x: -400.123, y: 900 });
    expect(restored.find((n) => n.id === "1")!.position).toEqual(state.nodes.find((n) => n.id === "1")!.position);
  });

  it("should lay out nodes the saved view does not know (expanded after it was saved)", () => {
    const state = viewState(roadmap, layoutRoadmap(roadmap).nodes.filter((n) => n.id !== "7"), { x: 0, y: 0, zoom: 1 }, null);
    const restored = layoutWithState(roadmap, state).nodes;
    expect(restored.find((n) => n.id === "7")!.position).toEqual(layoutRoadmap(roadmap).nodes.find((n) => n.id === "7")!.position);
  });
});

describe("openingViewport", () => {
  const { nodes } = layoutRoadmap(roadmap);
  const xs = nodes.map((n) => n.position.x);
  const width = Math.max(...xs) + NODE_SIZE.width - Math.min(...xs);

  it("should show a roadmap that fits whole, centred across, its top at the frame's top", () => {
    const frame = { width: width * 2, height: 2000 };
    const view = openingViewport(nodes, "1", frame);
    expect(view.zoom).toBe(1);
    const left = Math.min(...xs) * view.zoom + view.x;
    const right = (Math.max(...xs) + NODE_SIZE.width) * view.zoom + view.x;
    expect(Math.round(left)).toBe(Math.round(frame.width - right));
    expect(Math.min(...nodes.map((n) => n.position.y)) * view.zoom + view.y).toBe(20);
  });

  it("should keep names readable in a narrow frame and centre on the goal", () => {
    const view = openingViewport(nodes, "1", { width: 300, height: 600 });
    expect(view.zoom).toBe(0.55);
    const goal = nodes.find((n) => n.id === "1")!;
    expect((goal.position.x + NODE_SIZE.width / 2) * view.zoom + view.x).toBeCloseTo(150);
  });
});

describe("depthFirst", () => {
  it("should list parents before children, children in their order, with their depth", () => {
    expect(depthFirst(roadmap).map((row) => `${row.depth}:${row.node.name}`)).toEqual([
      "0:Data Engineer",
      "1:Where you start",
      "1:Foundations",
      "2:SQL",
      "2:Python",
      "1:Pipelines",
      "2:Airflow",
    ]);
  });
});

describe("favoriteOf", () => {
  const item = (id: number, saved: Roadmap): SavedRoadmapItem => ({ id, saved_obj_type: "roadmap", saved_obj: { roadmap: saved, state: null }, date_saved: "2026-11-25" });
  const renamed = { ...roadmap, nodes: roadmap.nodes.map((n) => (n.id === 5 ? { ...n, name: "Databases" } : n)) };

  it("should find the saved item equal to the roadmap, whatever its description or view", () => {
    const described = { ...roadmap, nodes: roadmap.nodes.map((n) => ({ ...n, description: "other words" })) };
    expect(favoriteOf(roadmap, [item(3, renamed), item(9, described)], null)).toBe(9);
  });

  it("should say none when no saved roadmap is equal, whatever the server said before", () => {
    expect(favoriteOf(roadmap, [item(3, renamed)], 7)).toBeNull();
  });

  it("should take the server's word until the saved list is read", () => {
    expect(favoriteOf(roadmap, null, 7)).toBe(7);
  });

  it("should put a saved item first and replace the one with its id", () => {
    const list = withSaved([item(3, renamed), item(2, roadmap)], item(2, roadmap));
    expect(list.map((i) => i.id)).toEqual([2, 3]);
  });
});

describe("topic and server messages", () => {
  it("should refuse an empty or too long topic", () => {
    expect(topicProblem("   \n")).toBe("topicEmpty");
    expect(topicProblem("x".repeat(201))).toBe("topicLong");
    expect(topicProblem(" Data engineer ")).toBeNull();
  });
});

it("should link every edge to a drawn node", () => {
  const ids = new Set(layoutRoadmap(roadmap).nodes.map((n) => n.id));
  for (const edge of roadmapEdges(roadmap)) expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
});
