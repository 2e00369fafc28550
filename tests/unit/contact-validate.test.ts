import { beforeEach, describe, expect, it } from "vitest";
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from "../../src/features/contact/draft";
import { mailtoFallback } from "../../src/features/contact/mailto";
import { fieldErrors, FIELD_MESSAGES } from "../../src/features/contact/validate";

describe("fieldErrors", () => {
  it("accepts a complete form", () => {
    expect(fieldErrors({ name: "Ada", email: "ada@example.com", message: "Hi" })).toEqual({});
  });

  it("leaves empty fields to the browser's required check", () => {
    expect(fieldErrors({ name: "", email: "", message: "" })).toEqual({});
  });

  it("rejects a name or message made only of spaces", () => {
    expect(fieldErrors({ name: "   ", email: "ada@example.com", message: " \n\t " })).toEqual({
      name: FIELD_MESSAGES.name,
      message: FIELD_MESSAGES.message,
    });
  });

  it("agrees with the browser's e-mail check", () => {
    for (const bad of [
      "ada",
      "ada@",
      "@example.com",
      "ada@@example.com",
      "ada@ex ample.com",
      "ada@-x.com",
    ]) {
      expect(fieldErrors({ name: "A", email: bad, message: "Hi" }), bad).toEqual({
        email: FIELD_MESSAGES.email,
      });
    }
    for (const good of [
      "ada@example.com",
      "a.b+c@sub.example.co",
      "ada@localhost",
      " ada@example.com ",
    ]) {
      expect(fieldErrors({ name: "A", email: good, message: "Hi" }), good).toEqual({});
    }
  });
});

describe("mailtoFallback", () => {
  it("prefills subject and body, URL-encoded", () => {
    const href = mailtoFallback("owner@example.com", {
      name: " Zoë & Co ",
      email: "z@example.com",
      message: "Line one?\nLine two & more ",
    });
    expect(href).toBe(
      "mailto:owner@example.com?subject=Message%20from%20Zo%C3%AB%20%26%20Co&body=Line%20one%3F%0ALine%20two%20%26%20more",
    );
  });
});

describe("draft", () => {
  beforeEach(() => sessionStorage.clear());

  it("saves, loads and clears the typed fields", () => {
    const values = { name: "Ada", email: "", message: "Half a thought" };
    saveDraft(values);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null")).toEqual(values);
    expect(loadDraft()).toEqual(values);
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it("keeps nothing for an empty form", () => {
    saveDraft({ name: "Ada", email: "", message: "" });
    saveDraft({ name: "", email: "", message: "" });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("ignores a malformed draft and cuts an overlong one to the limits", () => {
    sessionStorage.setItem(DRAFT_KEY, "{not json");
    expect(loadDraft()).toBeNull();
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 5, message: "x".repeat(6000) }));
    expect(loadDraft()).toEqual({ name: "", email: "", message: "x".repeat(5000) });
  });
});
