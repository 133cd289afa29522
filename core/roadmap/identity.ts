/**
 * What makes two roadmaps "the same" for favorites (spec section 4: favorite is true when the
 * current roadmap equals a saved one): the topic's goal, every node's id, name and children, in
 * id order. Descriptions, courses and books follow from those; the saved view (viewport,
 * positions, timestamp) is not part of it, so saving a view keeps the favorite the same item.
 */
import type { Roadmap } from "../schemas/roadmap.ts";

export function roadmapIdentity(roadmap: Pick<Roadmap, "title" | "language" | "root" | "nodes">): string {
  const nodes = [...roadmap.nodes]
    .sort((a, b) => a.id - b.id)
    .map((node) => `${node.id}\u0001${node.name.trim().toLowerCase()}\u0001${[...node.children].sort((a, b) => a - b).join(",")}`);
  return [roadmap.title.trim().toLowerCase(), roadmap.language, String(roadmap.root), ...nodes].join("\n");
}
