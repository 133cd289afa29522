/**
 * Unsaved changes on Career Info's whole lists (jobs, skills, resumes): what counts as unsaved,
 * what Cancel brings back, and what happens when the server's list changes under the user.
 */
import { describe, expect, it } from "vitest";
import { addRow, draftOf, isDirty, prependSaved, rebase, removeRow, revert, rowState, updateRow, valuesOf } from "./list-draft";

interface Job {
  id?: number;
  job_title: string;
  is_current: 0 | 1;
}

const analyst: Job = { id: 1, job_title: "Data Analyst", is_current: 1 };
const junior: Job = { id: 2, job_title: "Junior Analyst", is_current: 0 };
const saved = () => draftOf([analyst, junior], "v1");

describe("a list draft", () => {
  it("should have nothing unsaved as read", () => {
    expect(isDirty(saved())).toBe(false);
    expect(valuesOf(saved())).toEqual([analyst, junior]);
  });

  it("should count an added, a changed and a removed row as unsaved", () => {
    expect(isDirty(addRow(saved(), { job_title: "Lead", is_current: 0 }))).toBe(true);
    expect(isDirty(updateRow(saved(), "saved:1", { ...analyst, job_title: "Senior Data Analyst" }))).toBe(true);
    expect(isDirty(removeRow(saved(), "saved:2"))).toBe(true);
  });

  it("should not count a change typed back to what was saved", () => {
    const changed = updateRow(saved(), "saved:1", { ...analyst, job_title: "Senior" });
    const back = updateRow(changed, "saved:1", { ...analyst });
    expect(isDirty(back)).toBe(false);
  });

  it("should count a row removed and added again as unsaved (it would be a new row)", () => {
    const again = addRow(removeRow(saved(), "saved:2"), { job_title: "Junior Analyst", is_current: 0 });
    expect(isDirty(again)).toBe(true);
    expect(rowState(again, again.rows[1]!.key)).toBe("new");
  });

  it("should give each added row its own key, also after removals", () => {
    const one = addRow(saved(), { job_title: "A", is_current: 0 });
    const two = addRow(removeRow(one, one.rows[2]!.key), { job_title: "B", is_current: 0 });
    expect(new Set([...one.rows, ...two.rows].map((r) => r.key)).size).toBe(4);
  });

  it("should bring back the saved rows on revert, in order", () => {
    let draft = addRow(saved(), { job_title: "Lead", is_current: 0 });
    draft = removeRow(draft, "saved:1");
    draft = updateRow(draft, "saved:2", { ...junior, is_current: 1 });
    const reverted = revert(draft);
    expect(isDirty(reverted)).toBe(false);
    expect(valuesOf(reverted)).toEqual([analyst, junior]);
    expect(reverted.version).toBe("v1");
  });

  it("should mark which rows are new or changed", () => {
    let draft = updateRow(saved(), "saved:2", { ...junior, job_title: "Analyst II" });
    draft = addRow(draft, { job_title: "Lead", is_current: 0 });
    expect(draft.rows.map((row) => rowState(draft, row.key))).toEqual(["saved", "changed", "new"]);
  });

  it("should show a newer server list at once when nothing is unsaved", () => {
    const merged = rebase(saved(), [analyst, junior, { id: 3, job_title: "Intern", is_current: 0 }], "v2");
    expect(valuesOf(merged).map((j) => j.job_title)).toEqual(["Data Analyst", "Junior Analyst", "Intern"]);
    expect(merged.version).toBe("v2");
    expect(isDirty(merged)).toBe(false);
  });

  it("should keep the user's unsaved rows and the old version when the server's list changes, and cancel to the newer list", () => {
    const edited = updateRow(saved(), "saved:1", { ...analyst, job_title: "Senior Data Analyst" });
    const merged = rebase(edited, [analyst, junior, { id: 3, job_title: "Intern", is_current: 0 }], "v2");
    expect(valuesOf(merged)[0]!.job_title).toBe("Senior Data Analyst");
    // Saving now sends the version the user's rows were based on: the server refuses it as stale.
    expect(merged.version).toBe("v1");
    const cancelled = revert(merged);
    expect(valuesOf(cancelled).map((j) => j.job_title)).toEqual(["Data Analyst", "Junior Analyst", "Intern"]);
    expect(cancelled.version).toBe("v2");
  });

  it("should put a row the server saved on its own first, keeping the pending changes", () => {
    const pending = removeRow(saved(), "saved:2");
    const uploaded = prependSaved(pending, { id: 9, job_title: "Uploaded", is_current: 0 }, "v2");
    expect(valuesOf(uploaded).map((j) => j.id)).toEqual([9, 1]);
    expect(uploaded.version).toBe("v2");
    expect(isDirty(uploaded)).toBe(true);
    expect(valuesOf(revert(uploaded)).map((j) => j.id)).toEqual([9, 1, 2]);
  });
});
