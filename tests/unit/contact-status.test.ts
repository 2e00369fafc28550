import { describe, expect, it } from "vitest";
import {
  contactFormReducer,
  FAILURE_MESSAGE,
  INITIAL_STATE,
  NO_STATUS,
  SUCCESS_MESSAGE,
  type ContactFormState,
} from "../../src/features/contact/status";

const TYPED = { name: "Ada", email: "ada@example.com", message: "Hello" };

function typed(): ContactFormState {
  return { ...INITIAL_STATE, values: TYPED };
}

describe("contactFormReducer", () => {
  it("starts empty, with no status and nothing sending", () => {
    expect(INITIAL_STATE.values).toEqual({ name: "", email: "", message: "" });
    expect(INITIAL_STATE.result).toEqual(NO_STATUS);
    expect(INITIAL_STATE.sending).toBe(false);
  });

  it("edits one field and keeps the others", () => {
    const state = contactFormReducer(typed(), { type: "edit", field: "email", value: "a@b.co" });
    expect(state.values).toEqual({ ...TYPED, email: "a@b.co" });
  });

  it("clears the previous status on submit and marks the form as sending", () => {
    const failed = contactFormReducer(typed(), { type: "failed", reason: "failed" });
    const state = contactFormReducer(failed, { type: "submit" });
    expect(state.sending).toBe(true);
    expect(state.result).toEqual(NO_STATUS);
    expect(state.values).toEqual(TYPED);
  });

  it("ignores a second submit while one is in flight", () => {
    const sending = contactFormReducer(typed(), { type: "submit" });
    expect(contactFormReducer(sending, { type: "submit" })).toBe(sending);
  });

  it("empties every field and reports success when sent", () => {
    const sending = contactFormReducer(typed(), { type: "submit" });
    const state = contactFormReducer(sending, { type: "sent" });
    expect(state.values).toEqual({ name: "", email: "", message: "" });
    expect(state.sending).toBe(false);
    expect(state.result).toEqual({ status: "success", message: SUCCESS_MESSAGE });
  });

  it("keeps every field as typed and reports the failure", () => {
    const sending = contactFormReducer(typed(), { type: "submit" });
    const state = contactFormReducer(sending, { type: "failed", reason: "failed" });
    expect(state.values).toEqual(TYPED);
    expect(state.sending).toBe(false);
    expect(state.result).toEqual({ status: "error", message: FAILURE_MESSAGE });
  });

  it("marks a throttled failure so the form can say to wait", () => {
    const sending = contactFormReducer(typed(), { type: "submit" });
    const state = contactFormReducer(sending, { type: "failed", reason: "throttled" });
    expect(state.result).toEqual({ status: "error", message: FAILURE_MESSAGE, throttled: true });
    expect(state.values).toEqual(TYPED);
  });

  it("marks a field as left once, and every field on an invalid submit", () => {
    const left = contactFormReducer(typed(), { type: "leave", field: "email" });
    expect(left.touched).toEqual({ name: false, email: true, message: false });
    expect(contactFormReducer(left, { type: "leave", field: "email" })).toBe(left);
    const invalid = contactFormReducer(left, { type: "invalid" });
    expect(invalid.touched).toEqual({ name: true, email: true, message: true });
    expect(invalid.sending).toBe(false);
  });

  it("restores a draft into an untouched form only", () => {
    const draft = { name: "Draft", email: "", message: "Saved text" };
    expect(contactFormReducer(INITIAL_STATE, { type: "restore", values: draft }).values).toEqual(
      draft,
    );
    expect(contactFormReducer(typed(), { type: "restore", values: draft }).values).toEqual(TYPED);
  });
});
