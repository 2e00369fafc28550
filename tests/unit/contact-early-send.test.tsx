// @vitest-environment jsdom
import { send } from "@emailjs/browser";
import hydrateIsland from "@astrojs/react/client.js";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm, DRAFT_KEY } from "../../src/features/contact/ContactForm";
import { CONTACT_PROPS } from "./contact-props";
import { guardEarlySubmit } from "../../src/features/contact/submit-guard";

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
});
