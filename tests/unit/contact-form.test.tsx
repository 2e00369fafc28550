// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm, DRAFT_KEY } from "../../src/features/contact/ContactForm";
import { CONTACT_PROPS } from "./contact-props";

const field = (name: string) => screen.getByLabelText(name, { exact: true }) as HTMLInputElement;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(cleanup);

// Typing through user-event in jsdom is slow on a busy machine.
describe("ContactForm", { timeout: 20_000 }, () => {
  it("restores a saved draft after mounting and saves every change", async () => {
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ name: "Ada", email: "ada@example.com", message: "Half" }),
    );
    const user = userEvent.setup();
    render(<ContactForm {...CONTACT_PROPS} />);
    await waitFor(() => expect(field("Message").value).toBe("Half"));
    await user.type(field("Message"), " done");
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}")).toEqual({
      name: "Ada",
      email: "ada@example.com",
      message: "Half done",
    });
    // An emptied form leaves nothing behind.
    for (const name of ["Name", "Email", "Message"]) await user.clear(field(name));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("starts empty over a draft it cannot read", async () => {
    sessionStorage.setItem(DRAFT_KEY, "{not json");
    render(<ContactForm {...CONTACT_PROPS} />);
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull());
    expect(field("Message").value).toBe("");
  });
});
