/**
 * Small roadmaps and views for tests: a goal with one stage of two skills, valid by
 * roadmapSchema, named after `title` so each test's roadmap is its own.
 */
import type { Roadmap, RoadmapState } from "../schemas/roadmap.ts";

const COURSE = { id: "kaggle-intro-to-sql", title: "Intro to SQL", provider: "Kaggle Learn", url: "https://www.kaggle.com/learn/intro-to-sql", level: "Beginner", free: true };

export function sampleRoadmap(title = "Data Analyst", language: Roadmap["language"] = "en"): Roadmap {
  return {
    topic: title,
    title,
    language,
    root: 1,
    engine: "local",
    created_at: "2026-11-20T10:00:00.000Z",
    nodes: [
      { id: 1, name: title, description: `A path to ${title}.`, children: [2, 3], courses_needed: [], books_needed: [], kind: "goal", skill: null, status: "todo" },
      { id: 2, name: "Where you start", description: "You start here.", children: [], courses_needed: [], books_needed: [], kind: "start", skill: null, status: "done" },
      { id: 3, name: "1. Foundations", description: "Milestone: a first report.", children: [4, 5], courses_needed: [], books_needed: [], kind: "stage", skill: null, status: "todo" },
      { id: 4, name: "SQL", description: "Query data.", children: [], courses_needed: [COURSE], books_needed: [], kind: "skill", skill: "SQL", status: "todo" },
      { id: 5, name: "Microsoft Excel", description: "Spreadsheets.", children: [], courses_needed: [], books_needed: [], kind: "skill", skill: "Microsoft Excel", status: "todo" },
    ],
  };
}

/** A saved view of `roadmap`: every node placed, the viewport, and when it was saved. */
export function sampleState(roadmap: Roadmap, zoom = 1): RoadmapState {
  return {
    nodes: roadmap.nodes.map((n, i) => ({ id: String(n.id), position: { x: i * 180, y: i * 90 } })),
    edges: roadmap.nodes.flatMap((n) => n.children.map((c) => ({ id: `${n.id}-${c}`, source: String(n.id), target: String(c) }))),
    viewport: { x: 10, y: 20, zoom },
    lastLevelNodes: roadmap.nodes.filter((n) => n.children.length === 0).map((n) => n.id),
    selected: null,
    timestamp: "2026-11-20T10:05:00.000Z",
  };
}
