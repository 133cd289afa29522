/** The profile's edit mode: Cancel and failures bring the saved values back; refusals keep what was typed. */
import { describe, expect, it } from "vitest";
import { CAREER_MESSAGES } from "../../../core/schemas/career-rules";
import { profileErrors, profileFieldsOf, profileReducer, profileState } from "./profile-edit";

const saved = { fullname: "Sara Ali", title: "Data Analyst", bio: "Line one\nLine two" };
const editing = () => {
  let state = profileReducer(profileState(saved), { type: "edit" });
  state = profileReducer(state, { type: "change", field: "fullname", value: "Sara A." });
  return profileReducer(state, { type: "change", field: "bio", value: "New bio" });
};

describe("the profile form", () => {
  it("should restore the saved values and clear the messages on Cancel", () => {
    let state = profileReducer(editing(), { type: "invalid", errors: { title: CAREER_MESSAGES.titleLength } });
    state = profileReducer(state, { type: "cancel" });
    expect(state).toMatchObject({ mode: "view", values: saved, errors: {}, failure: null });
  });

  it("should keep what was typed and mark the fields when the server names them", () => {
    let state = profileReducer(editing(), { type: "saving" });
    state = profileReducer(state, { type: "invalid", errors: profileFieldsOf({ fullname: CAREER_MESSAGES.fullnameLength, "jobs.0": "x" }) });
    expect(state).toMatchObject({ mode: "edit", saving: false, values: { fullname: "Sara A.", bio: "New bio" }, errors: { fullname: CAREER_MESSAGES.fullnameLength } });
  });

  it("should go back to the saved values on any other failure, and offer what was typed again", () => {
    let state = profileReducer(editing(), { type: "saving" });
    state = profileReducer(state, { type: "failed", message: "offline" });
    expect(state).toMatchObject({ mode: "view", values: saved, saving: false, failure: { message: "offline" } });
    state = profileReducer(state, { type: "retry" });
    expect(state).toMatchObject({ mode: "edit", values: { fullname: "Sara A.", title: "Data Analyst", bio: "New bio" }, failure: null });
  });

  it("should return to view with the new values after a save", () => {
    const next = { ...saved, fullname: "Sara A." };
    const state = profileReducer(profileReducer(editing(), { type: "saving" }), { type: "saved", values: next });
    expect(state).toMatchObject({ mode: "view", saved: next, values: next, saving: false });
  });

  it("should put a proposed bio into the form and keep the other fields as typed", () => {
    expect(profileReducer(profileState(saved), { type: "useBio", bio: "Proposed" })).toMatchObject({ mode: "edit", values: { ...saved, bio: "Proposed" } });
    expect(profileReducer(editing(), { type: "useBio", bio: "Proposed" }).values).toEqual({ ...saved, fullname: "Sara A.", bio: "Proposed" });
  });

  it("should judge the fields by the shared rules", () => {
    expect(profileErrors({ fullname: "", title: "Dev", bio: "x".repeat(2001) })).toEqual({
      fullname: CAREER_MESSAGES.fullnameRequired,
      title: CAREER_MESSAGES.titleLength,
      bio: CAREER_MESSAGES.bioLength,
    });
    expect(profileErrors(saved)).toEqual({});
  });
});
