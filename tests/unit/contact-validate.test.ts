import { describe, expect, it } from "vitest";
import { isInvalid } from "../../src/features/contact/ContactForm";

describe("what the contact form says is invalid", () => {
  it("leaves empty fields to the browser's required check", () => {
    for (const field of ["name", "email", "message"] as const) {
      expect(isInvalid(field, "")).toBe(false);
    }
  });

  it("rejects a name or message made only of spaces", () => {
    expect(isInvalid("name", "   ")).toBe(true);
    expect(isInvalid("message", " \n\t ")).toBe(true);
    expect(isInvalid("name", " Ada ")).toBe(false);
    expect(isInvalid("message", "Hi")).toBe(false);
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
      expect(isInvalid("email", bad), bad).toBe(true);
    }
    for (const good of [
      "ada@example.com",
      "a.b+c@sub.example.co",
      "ada@localhost",
      " ada@example.com ",
    ]) {
      expect(isInvalid("email", good), good).toBe(false);
    }
  });
});
