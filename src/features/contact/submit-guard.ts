/**
 * The contact form is served as plain HTML and becomes a React island a moment later. A Send
 * pressed in between must neither navigate away (the browser's own form submission) nor be lost:
 * this holds it, and the island sends it once it has hydrated (see useContactForm).
 */

/** Set on the form while a press waits for the island (`data-pending-submit`). */
export const PENDING_SUBMIT = "pendingSubmit";
export const PENDING_ATTRIBUTE = "data-pending-submit";

/** Astro removes `ssr` from an island's element once it has hydrated. */
const waitingForIsland = (form: HTMLFormElement) => form.closest("astro-island[ssr]") !== null;

export function guardEarlySubmit(doc: Document = document): void {
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.matches("[data-contact-form]")) return;
      if (!waitingForIsland(form)) return;
      event.preventDefault();
      form.dataset[PENDING_SUBMIT] = "true";
      form.setAttribute("aria-busy", "true");
    },
    true,
  );
}
