// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { storage } from "../../src/lib/storage";

describe("storage()", () => {
  it("gives the browser's local storage, or its session storage when asked", () => {
    expect(storage()).toBe(window.localStorage);
    expect(storage("local")).toBe(window.localStorage);
    expect(storage("session")).toBe(window.sessionStorage);
  });

  it("gives nothing when the browser refuses access, instead of throwing", () => {
    const refuse = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.spyOn(window, "localStorage", "get").mockImplementation(refuse);
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(refuse);
    expect(storage()).toBeUndefined();
    expect(storage("session")).toBeUndefined();
  });

  it("refuses only the kind that is blocked", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("Blocked", "SecurityError");
    });
    expect(storage()).toBeUndefined();
    expect(storage("session")).toBe(window.sessionStorage);
  });
});
