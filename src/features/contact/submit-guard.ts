/**
 * The contact form is served as plain HTML and becomes a React island a moment later. A Send
 * pressed in between must neither navigate away (the browser's own form submission) nor be lost:
 * the page's inline script (src/scripts/contact-guard.ts) holds it, and the island sends it once
 * it has hydrated (see ContactForm).
 *
 * The mark goes on the island's element, not on the form: React renders the form, and an
 * attribute it did not render would differ from what it hydrates.
 */
export const PENDING_ATTRIBUTE = "data-pending-submit";

export function guardEarlySubmit(): void {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      // Astro removes `ssr` from an island's element once it has hydrated.
      const island = form.matches("[data-contact-form]") && form.closest("astro-island[ssr]");
      if (!island) return;
      event.preventDefault();
      island.setAttribute(PENDING_ATTRIBUTE, "true");
      island.setAttribute("aria-busy", "true");
    },
    true,
  );
}
