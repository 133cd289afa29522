import { describe, expect, it } from "vitest";
import type { EmailListItem } from "../../../core/schemas/email";
import { EMPTY_QUERY } from "./api";
import { afterRefetch, applyFilter, clearFilters, mergeFirstPage, removeFilter, toggleGroup, type Shown } from "./tracker-state";

const email = (id: number, at: string): EmailListItem => ({
  id,
  email_subject: `Subject ${id}`,
  email_from: "Acme <jobs@acme.com>",
  from_address: "jobs@acme.com",
  email_classification: "APPLIED",
  company: "Acme",
  job_title: null,
  received_at: at,
  snippet: "",
  source: "forward",
  direction: "ltr",
});

describe("the tracker's filters and cards", () => {
  it("adds an applied filter once, removes it, and clears all", () => {
    const one = applyFilter(EMPTY_QUERY, 7);
    expect(one.filters).toEqual([7]);
    expect(applyFilter(one, 7)).toBe(one);
    const two = applyFilter(one, 9);
    expect(two.filters).toEqual([7, 9]);
    expect(removeFilter(two, 7).filters).toEqual([9]);
    expect(clearFilters(two).filters).toEqual([]);
  });

  it("filters by a card and restores the list when it is selected again", () => {
    const interview = toggleGroup({ ...EMPTY_QUERY, q: "acme" }, "INTERVIEW");
    expect(interview).toMatchObject({ classification: "INTERVIEW", q: "acme" });
    expect(toggleGroup(interview, "OFFER").classification).toBe("OFFER");
    expect(toggleGroup(interview, "INTERVIEW")).toMatchObject({ classification: null, q: "acme" });
  });

  it("keeps the prior list when a filter's re-fetch is empty, but shows an empty search as it is", () => {
    const prior: Shown = { query: EMPTY_QUERY, emails: [email(1, "2026-01-02T00:00:00Z")], nextCursor: null };
    const empty: Shown = { query: { ...EMPTY_QUERY, filters: [3] }, emails: [], nextCursor: null };
    expect(afterRefetch(prior, empty, "filters")).toEqual({ shown: prior, fellBack: true });
    expect(afterRefetch(prior, { ...empty, query: { ...EMPTY_QUERY, q: "zzz" } }, "search").fellBack).toBe(false);
    expect(afterRefetch({ ...prior, emails: [] }, empty, "filters")).toEqual({ shown: empty, fellBack: false });
  });

  it("merges a live re-read of the first page with the older pages already loaded", () => {
    const loaded: Shown = { query: EMPTY_QUERY, emails: [email(3, "2026-01-03T00:00:00Z"), email(2, "2026-01-02T00:00:00Z"), email(1, "2026-01-01T00:00:00Z")], nextCursor: "c1" };
    const fresh: Shown = { query: EMPTY_QUERY, emails: [email(4, "2026-01-04T00:00:00Z"), email(3, "2026-01-03T00:00:00Z")], nextCursor: "c3" };
    const merged = mergeFirstPage(loaded, fresh);
    expect(merged.emails.map((e) => e.id)).toEqual([4, 3, 2, 1]);
    expect(merged.nextCursor).toBe("c1");
    const whole: Shown = { ...fresh, nextCursor: null };
    expect(mergeFirstPage(loaded, whole)).toBe(whole);
  });
});
