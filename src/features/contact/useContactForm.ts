import { ANALYTICS_DOM_EVENT, ANALYTICS_EVENTS } from "../../lib/analytics-events";
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type FormEvent,
  type RefObject,
} from "react";
import { clearDraft, loadDraft, saveDraft } from "./draft";
import {
  EMPTY_VALUES,
  failureKind,
  sendContactMessage,
  warnAboutPlaceholders,
  type ContactField,
  type ContactValues,
  type EmailJsConfig,
} from "./send";
import { contactFormReducer, INITIAL_STATE } from "./status";
import { takePendingSubmit } from "./submit-guard";
import { fieldErrors, type FieldErrors } from "./validate";

/** The name of the field only bots fill in. */
export const HONEYPOT_NAME = "company";

const FIELDS = Object.keys(EMPTY_VALUES) as ContactField[];

/**
 * What the form's fields hold right now. The page is usable before its scripts run, so a visitor
 * may have typed (and pressed Send) before the island hydrated; the fields, not the state, then
 * hold the message.
 */
export function formValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const values = { ...EMPTY_VALUES };
  for (const field of FIELDS) {
    const value = data.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

const sameValues = (a: ContactValues, b: ContactValues) =>
  FIELDS.every((field) => a[field] === b[field]);

export function useContactForm(config: EmailJsConfig, formRef: RefObject<HTMLFormElement | null>) {
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_STATE);
  // A ref, not state: a second submit in the same tick (double click, Enter twice) must see the
  // first one before React re-renders the disabled button.
  const inFlight = useRef(false);
  const draftLoaded = useRef(false);

  useEffect(() => {
    warnAboutPlaceholders(config);
  }, [config]);

  // The draft is read after hydration, never during render, so the prerendered HTML and the
  // first client render agree; from then on every change is saved. What the visitor typed
  // before the scripts ran is newer than any draft, and is kept.
  useEffect(() => {
    if (!draftLoaded.current) {
      draftLoaded.current = true;
      const typed = formRef.current ? formValues(formRef.current) : EMPTY_VALUES;
      if (!sameValues(typed, EMPTY_VALUES)) {
        dispatch({ type: "restore", values: typed });
        return;
      }
      const draft = loadDraft();
      if (draft) {
        dispatch({ type: "restore", values: draft });
        return;
      }
    }
    saveDraft(state.values);
  }, [state.values, formRef]);

  // A Send pressed before hydration was held by the page's guard: send it now, once.
  useEffect(() => {
    const form = formRef.current;
    if (form && takePendingSubmit(form)) form.requestSubmit();
  }, [formRef]);

  const edit = useCallback(
    (field: ContactField, value: string) => dispatch({ type: "edit", field, value }),
    [],
  );
  // Whether a mouse button or finger is down right now, anywhere on the page.
  const pointerHeld = useRef(false);
  useEffect(() => {
    const down = () => (pointerHeld.current = true);
    const up = () => (pointerHeld.current = false);
    document.addEventListener("pointerdown", down, true);
    document.addEventListener("pointerup", up, true);
    document.addEventListener("pointercancel", up, true);
    return () => {
      document.removeEventListener("pointerdown", down, true);
      document.removeEventListener("pointerup", up, true);
      document.removeEventListener("pointercancel", up, true);
    };
  }, []);

  const leave = useCallback((field: ContactField) => {
    const mark = () => dispatch({ type: "leave", field });
    // Leaving a field can show a message under it, which pushes the send button down. A press on
    // that button blurs the field first, so the message waits until the press has ended and its
    // click has landed; otherwise the click would miss the moved button and nothing would send.
    if (!pointerHeld.current) {
      setTimeout(mark, 0);
      return;
    }
    const release = () => {
      document.removeEventListener("pointerup", release, true);
      document.removeEventListener("pointercancel", release, true);
      setTimeout(mark, 0);
    };
    document.addEventListener("pointerup", release, true);
    document.addEventListener("pointercancel", release, true);
  }, []);

  const allErrors = useMemo(() => fieldErrors(state.values), [state.values]);
  const errors: FieldErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(allErrors).filter(([field]) => state.touched[field as ContactField]),
      ),
    [allErrors, state.touched],
  );

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      const form = event.currentTarget;

      if (new FormData(form).get(HONEYPOT_NAME)) {
        // Only a bot fills the hidden field: let it believe it succeeded, and send nothing.
        dispatch({ type: "submit" });
        dispatch({ type: "sent" });
        clearDraft();
        return;
      }

      // The fields hold what the visitor sees. They differ from the state only for a submission
      // made before hydration, sent once the island took over: adopt them, and send them.
      const values = formValues(form);
      if (!sameValues(values, state.values)) dispatch({ type: "restore", values });
      const invalid = (Object.keys(fieldErrors(values)) as ContactField[])[0];
      if (invalid) {
        dispatch({ type: "invalid" });
        const field = form.elements.namedItem(invalid);
        if (field instanceof HTMLElement) field.focus();
        return;
      }

      inFlight.current = true;
      dispatch({ type: "submit" });
      try {
        await sendContactMessage(values, config);
        clearDraft();
        dispatch({ type: "sent" });
        // Counted by the site's analytics, when the owner has switched them on.
        document.dispatchEvent(
          new CustomEvent(ANALYTICS_DOM_EVENT, { detail: { name: ANALYTICS_EVENTS.contactSent } }),
        );
      } catch (error) {
        dispatch({ type: "failed", reason: failureKind(error) });
      } finally {
        inFlight.current = false;
      }
    },
    [state.values, config],
  );

  return { state, errors, edit, leave, submit };
}
