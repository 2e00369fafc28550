// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm, DRAFT_KEY } from "../../src/features/contact/ContactForm";
import { CONTACT_PROPS } from "./contact-props";

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

function stubFetch(answer: Fetch = async () => new Response("OK", { status: 200 })) {
  const fetch = vi.fn<Fetch>(answer);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const WAIT = "Please wait a few seconds before trying again.";
const field = (name: string) => screen.getByLabelText(name, { exact: true }) as HTMLInputElement;

async function type(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Name"), "Ada");
  await user.type(field("Email"), "ada@example.com");
  await user.type(field("Message"), "Hello");
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(cleanup);

// Typing through user-event in jsdom is slow on a busy machine.
describe("ContactForm", { timeout: 20_000 }, () => {
  it("sends once while a send is in flight, then reports success and empties the fields", async () => {
    let release!: () => void;
    const fetch = stubFetch(
      () => new Promise((resolve) => (release = () => resolve(new Response("OK")))),
    );
    const user = userEvent.setup();
    render(<ContactForm {...CONTACT_PROPS} />);
    await type(user);
    const button = screen.getByRole("button", { name: "Send Message" });
    await user.click(button);
    await user.click(button);
    await user.type(field("Email"), "{Enter}");

    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.textContent).toBe("Sending...");
    expect(fetch).toHaveBeenCalledTimes(1);

    await act(async () => release());
    expect(await screen.findByText("Message sent successfully!")).toBeTruthy();
    expect(field("Name").value).toBe("");
    expect(field("Message").value).toBe("");
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("keeps the fields and offers the mailto way out when sending fails", async () => {
    const answers = [new Response("Bad Request", { status: 400 })];
    stubFetch(async () => answers.shift() ?? new Promise<Response>(() => {}));
    const user = userEvent.setup();
    render(<ContactForm {...CONTACT_PROPS} />);
    await type(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Failed to send message. Please try again.")).toBeTruthy();
    expect(screen.queryByText(WAIT)).toBeNull();
    expect(field("Name").value).toBe("Ada");
    expect(field("Message").value).toBe("Hello");
    const link = screen.getByRole("link", { name: "send it from your e-mail app" });
    expect(link.getAttribute("href")).toBe(
      "mailto:owner@example.com?subject=Message%20from%20Ada&body=Hello",
    );

    // Sending again clears the status first.
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says to wait when EmailJS's rate limit refused the message", async () => {
    stubFetch(async () => new Response("Too Many Requests", { status: 429 }));
    const user = userEvent.setup();
    render(<ContactForm {...CONTACT_PROPS} />);
    await type(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText(WAIT)).toBeTruthy();
    expect(screen.getByText("Failed to send message. Please try again.")).toBeTruthy();
    expect(field("Message").value).toBe("Hello");
  });

  it("refuses a message of only spaces and sends nothing", async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    render(<ContactForm {...CONTACT_PROPS} />);
    await user.type(field("Name"), "Ada");
    await user.type(field("Email"), "ada@example.com");
    await user.type(field("Message"), "    ");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(field("Message").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Please write a message; it cannot be only spaces.")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("pretends success and sends nothing when the honeypot is filled", async () => {
    const fetch = stubFetch();
    const user = userEvent.setup();
    const { container } = render(<ContactForm {...CONTACT_PROPS} />);
    await type(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="company"]');
    if (!honeypot) throw new Error("no honeypot");
    honeypot.value = "Spam Inc.";
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message sent successfully!")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

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
