/**
 * The contact form is served as plain HTML and becomes a React island a moment later. A Send
 * pressed in between must neither navigate away (the browser's own form submission) nor be lost:
 * this holds it, and the island sends it once it has hydrated (see useContactForm).
 *
 * The mark goes on the island's element, not on the form: React renders the form, and an
 * attribute it did not render would differ from what it hydrates.
 */

/** Set on the `astro-island` while a press waits for it to hydrate. */
export const PENDING_ATTRIBUTE = "data-pending-submit";

/** The island element around a form, whether or not it has hydrated yet. */
const islandOf = (form: HTMLFormElement) => form.closest("astro-island");

/** Whether a Send was held for this form; clears the mark, so it is sent once. */
export function takePendingSubmit(form: HTMLFormElement): boolean {
  const island = islandOf(form);
  if (!island?.hasAttribute(PENDING_ATTRIBUTE)) return false;
  island.removeAttribute(PENDING_ATTRIBUTE);
  island.removeAttribute("aria-busy");
  return true;
}

export function guardEarlySubmit(doc: Document = document): void {
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches("[data-contact-form]")) return;
      // Astro removes `ssr` from an island's element once it has hydrated.
      const island = islandOf(form);
      if (!island?.hasAttribute("ssr")) return;
      event.preventDefault();
      island.setAttribute(PENDING_ATTRIBUTE, "true");
      island.setAttribute("aria-busy", "true");
    },
    true,
  );
}
