/** One row in edit at a time: what is typed stays until the row is saved or cancelled. */
import { describe, expect, it } from "vitest";
import { CLOSED, canStart, fieldErrors, NEW_ROW, rowEditReducer, type RowEdit } from "./row-edit";

interface Degree {
  degree: string;
  school_name: string;
}

const open = (key: string, values: Degree) => rowEditReducer<Degree>(CLOSED, { type: "start", key, values });

describe("one row in edit", () => {
  it("should refuse to open a second row while one is open, keeping what was typed", () => {
    let state = open("saved:1", { degree: "BSc", school_name: "Cairo University" });
    state = rowEditReducer(state, { type: "change", field: "degree", value: "BSc Statistics" });
    expect(canStart(state, "saved:2")).toBe(false);
    expect(canStart(state, NEW_ROW)).toBe(false);
    const after = rowEditReducer(state, { type: "start", key: "saved:2", values: { degree: "MSc", school_name: "AUC" } });
    expect(after).toBe(state);
    expect(after.open === "saved:1" && after.values.degree).toBe("BSc Statistics");
  });

  it("should let another row open once the first is closed", () => {
    const closed = rowEditReducer(open("saved:1", { degree: "BSc", school_name: "X" }), { type: "close" });
    expect(canStart(closed, "saved:2")).toBe(true);
    expect(open("saved:2", { degree: "MSc", school_name: "Y" }).open).toBe("saved:2");
  });

  it("should keep what was typed on a refusal and clear a field's message once that field changes", () => {
    let state: RowEdit<Degree> = open(NEW_ROW, { degree: "B", school_name: "" });
    state = rowEditReducer(state, { type: "saving" });
    state = rowEditReducer(state, { type: "fail", errors: { degree: "too short", school_name: "required" } });
    expect(state.open === NEW_ROW && state.values).toEqual({ degree: "B", school_name: "" });
    expect(state.open === NEW_ROW && state.saving).toBe(false);
    state = rowEditReducer(state, { type: "change", field: "degree", value: "BSc" });
    expect(state.open === NEW_ROW && state.errors).toEqual({ school_name: "required" });
  });

  it("should not change the values while saving", () => {
    let state: RowEdit<Degree> = rowEditReducer(open(NEW_ROW, { degree: "BSc", school_name: "X" }), { type: "saving" });
    state = rowEditReducer(state, { type: "change", field: "degree", value: "changed" });
    expect(state.open === NEW_ROW && state.values.degree).toBe("BSc");
  });

  it("should list each failing field's first message", () => {
    const check = (field: string, value: unknown) => (value ? null : `${field} is required`);
    expect(fieldErrors<Degree & Record<string, unknown>>({ degree: "", school_name: "AUC" }, check, ["degree", "school_name"])).toEqual({ degree: "degree is required" });
  });
});
