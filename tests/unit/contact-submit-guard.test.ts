// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { guardEarlySubmit, PENDING_ATTRIBUTE } from "../../src/features/contact/submit-guard";

/** A mark the guard puts on the island element around a form (null when absent). */
function islandMark(form: Element, attribute: string): string | null {
  return form.closest("astro-island")?.getAttribute(attribute) ?? null;
}

/**
 * Presses Send the way the browser does (the form's own submission) and tells whether anything
 * stopped it before it reached the document: had nothing, the browser would have left the page.
 */
function pressSend(form: HTMLFormElement): { navigatedAway: boolean } {
  let navigatedAway = false;
  const watch = (event: Event) => {
    navigatedAway = !event.defaultPrevented;
    // jsdom cannot submit a form anywhere; what matters is whether the guard let it go.
    event.preventDefault();
  };
  document.addEventListener("submit", watch);
  form.requestSubmit();
  document.removeEventListener("submit", watch);
  return { navigatedAway };
}

function page(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  const form = document.querySelector("form");
  if (!form) throw new Error("no form");
  return form;
}

const contactForm = '<form data-contact-form><input name="name"><button>Send</button></form>';

beforeAll(() => guardEarlySubmit());
beforeEach(() => {
  document.body.innerHTML = "";
});

describe("the guard for a Send pressed before the contact island hydrates", () => {
  it("holds the press and marks the form as waiting", () => {
    const form = page(`<astro-island ssr>${contactForm}</astro-island>`);
    expect(pressSend(form).navigatedAway).toBe(false);
    expect(islandMark(form, PENDING_ATTRIBUTE)).toBe("true");
    expect(islandMark(form, "aria-busy")).toBe("true");
  });

  it("lets the island handle a press once it has hydrated", () => {
    const form = page(`<astro-island ssr>${contactForm}</astro-island>`);
    form.closest("astro-island")?.removeAttribute("ssr");
    expect(pressSend(form).navigatedAway).toBe(true);
    expect(islandMark(form, PENDING_ATTRIBUTE) !== null).toBe(false);
    expect(islandMark(form, "aria-busy") !== null).toBe(false);
  });

  it("leaves every other form alone", () => {
    const other = page(
      '<astro-island ssr><form role="search"><input name="q"></form></astro-island>',
    );
    expect(pressSend(other).navigatedAway).toBe(true);
    expect(islandMark(other, PENDING_ATTRIBUTE) !== null).toBe(false);
  });

  it("leaves a contact form that is not waiting for an island alone", () => {
    const form = page(contactForm);
    expect(pressSend(form).navigatedAway).toBe(true);
    expect(islandMark(form, PENDING_ATTRIBUTE) !== null).toBe(false);
  });
});
