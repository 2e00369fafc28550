// @vitest-environment node
import { describe, expect, it } from "vitest";
import { storage } from "../../src/lib/storage";

describe("storage() while the site is built", () => {
  it("gives nothing where there is no browser", () => {
    expect(typeof window).toBe("undefined");
    expect(storage()).toBeUndefined();
    expect(storage("session")).toBeUndefined();
  });
});
