// @vitest-environment jsdom
import { send } from "@emailjs/browser";
import hydrateIsland from "@astrojs/react/client.js";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm, DRAFT_KEY } from "../../src/features/contact/ContactForm";
import { CONTACT_PROPS } from "./contact-props";
import { guardEarlySubmit, PENDING_ATTRIBUTE } from "../../src/features/contact/submit-guard";

/** A mark the guard puts on the island element around a form (null when absent). */
function islandMark(form: Element, attribute: string): string | null {
  return form.closest("astro-island")?.getAttribute(attribute) ?? null;
}

// EmailJS's client is the boundary: what the form hands it is what would be sent.
vi.mock("@emailjs/browser", () => ({ send: vi.fn() }));

const PREFIX = "r0";

/** The contact page as served: the form's HTML inside an island that has not hydrated yet. */
function serveIsland(): HTMLElement {
  const island = document.createElement("astro-island");
  island.setAttribute("ssr", "");
  island.setAttribute("client", "idle");
  island.setAttribute("prefix", PREFIX);
  island.innerHTML = renderToString(<ContactForm {...CONTACT_PROPS} />, {
    identifierPrefix: PREFIX,
  });
  document.body.append(island);
  return island;
}

/** What Astro's island element does when its moment comes. */
async function hydrate(island: HTMLElement): Promise<void> {
  await hydrateIsland(island)(ContactForm, { ...CONTACT_PROPS }, {}, { client: "idle" });
  island.removeAttribute("ssr");
  island.dispatchEvent(new CustomEvent("astro:hydrate"));
}

function field(island: HTMLElement, name: string): HTMLInputElement | HTMLTextAreaElement {
  const node = island.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!node) throw new Error(`no ${name} field`);
  return node;
}

function sendButton(island: HTMLElement): HTMLButtonElement {
  const button = island.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error("no send button");
  return button;
}

const TYPED = { name: " Grace ", email: "grace@example.com", message: "Typed and sent early." };

beforeAll(() => guardEarlySubmit());
beforeEach(() => {
  // Hydration must find the form exactly as the server rendered it: the held press is marked on
  // the island element, which React does not render.
  vi.spyOn(console, "error");
  vi.mocked(send).mockReset();
  vi.mocked(send).mockResolvedValue({ status: 200, text: "OK" });
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  // Unmounts the island's root.
  document.querySelector("astro-island")?.dispatchEvent(new CustomEvent("astro:unmount"));
  document.body.innerHTML = "";
});

describe("a message typed and sent before the contact island hydrates", () => {
  it("is sent exactly once, with what was typed, once the island has hydrated", async () => {
    const island = serveIsland();
    for (const [name, value] of Object.entries(TYPED)) field(island, name).value = value;
    const form = island.querySelector("form");
    if (!form) throw new Error("no form");
    // Pressed twice, impatiently, while nothing was listening but the guard.
    sendButton(island).click();
    sendButton(island).click();
    expect(islandMark(form, PENDING_ATTRIBUTE)).toBe("true");
    expect(send).not.toHaveBeenCalled();

    await hydrate(island);
    await vi.waitFor(() => expect(island.textContent).toContain("Message sent successfully!"));
    expect(send).toHaveBeenCalledExactlyOnceWith(
      "service_test",
      "template_test",
      { from_name: "Grace", from_email: "grace@example.com", message: "Typed and sent early." },
      { publicKey: "pk_test", limitRate: { id: "contact-form", throttle: 0 } },
    );
    expect(islandMark(form, PENDING_ATTRIBUTE) !== null).toBe(false);
    expect(islandMark(form, "aria-busy") !== null).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
    expect(field(island, "message").value).toBe("");
    // The draft is cleared by an effect, which may run after the success has painted.
    await vi.waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it("keeps what was typed over a saved draft when nothing was pressed, and sends nothing", async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: "Old", email: "", message: "Draft" }));
    const island = serveIsland();
    for (const [name, value] of Object.entries(TYPED)) field(island, name).value = value;

    await hydrate(island);
    await vi.waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}")).toEqual(TYPED),
    );
    for (const [name, value] of Object.entries(TYPED)) {
      expect(field(island, name).value).toBe(value);
    }
    expect(send).not.toHaveBeenCalled();
  });

  it("leaves later presses to the island: one message per press", async () => {
    const island = serveIsland();
    for (const [name, value] of Object.entries(TYPED)) field(island, name).value = value;
    sendButton(island).click();
    await hydrate(island);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(sendButton(island).disabled).toBe(false));

    const second = { name: "Grace", email: "grace@example.com", message: "One more thing." };
    for (const [name, value] of Object.entries(second)) field(island, name).value = value;
    sendButton(island).click();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(vi.mocked(send).mock.calls[1]?.[2]).toEqual({
      from_name: "Grace",
      from_email: "grace@example.com",
      message: "One more thing.",
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
