import { describe, expect, it } from "vitest";
import { listChange, morePosts } from "./posts";

const posts = (...ids: number[]) => ids.map((id) => ({ id }));

describe("keeping a prerendered list of posts current", () => {
  it("changes nothing when the API lists the posts the page shows, in the same order", () => {
    expect(listChange([3, 2, 1], posts(3, 2, 1))).toBeNull();
  });

  it("finds the posts published after the build", () => {
    expect(listChange([3, 2, 1], posts(5, 4, 3, 2, 1))).toEqual({ added: posts(5, 4) });
  });

  it("notices a removed or reordered post though nothing is new", () => {
    expect(listChange([3, 2, 1], posts(3, 1))).toEqual({ added: [] });
    expect(listChange([3, 2, 1], posts(2, 3, 1))).toEqual({ added: [] });
  });

  it("suggests three other articles, starting after the one being read", () => {
    const all = posts(6, 5, 4, 3, 2, 1);
    expect(morePosts(all, 6, 3).map((p) => p.id)).toEqual([5, 4, 3]);
    expect(morePosts(all, 4, 3).map((p) => p.id)).toEqual([3, 2, 1]);
    expect(morePosts(all, 2, 3).map((p) => p.id)).toEqual([1, 6, 5]);
    expect(morePosts([...posts(7), ...all], 6, 3).map((p) => p.id)).toEqual([5, 4, 3]);
    expect(morePosts(posts(1), 1, 3)).toEqual([]);
  });
});
