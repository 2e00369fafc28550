import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { SiteConfig } from "../../config/schema";
import words from "virtual:portfolio/words/contactForm";
import { ANALYTICS_DOM_EVENT, ANALYTICS_EVENTS } from "../../lib/analytics-events";
import { fill, islandWordsIn, type Strings } from "../../lib/i18n";
import { storage } from "../../lib/storage";
import { sendContactMessage, warnAboutPlaceholders, type ContactValues } from "./send";
import { PENDING_ATTRIBUTE } from "./submit-guard";

export interface ContactFormProps {
  emailjs: SiteConfig["emailjs"];
  /** The owner's address, for the way out through the visitor's own e-mail app. */
  ownerEmail: string;
  /** The page's language, when it is not English: the form speaks it. */
  lang?: string;
}

type Words = Strings["contactForm"];

type Field = keyof ContactValues;

/**
 * How each field is typed in and its length limit (generous for people, too small to post a novel
 * through). Its label is `t[field]`; what is said under it about a value the browser's own checks
 * let through, `t[`${field}Error`]`.
 */
const FIELDS = {
  name: { autoComplete: "name", maxLength: 100 },
  email: { autoComplete: "email", maxLength: 254 },
  message: { autoComplete: undefined, maxLength: 5000 },
};
const NAMES = Object.keys(FIELDS) as Field[];
const EMPTY: ContactValues = { name: "", email: "", message: "" };
/** From this length on the message box shows how many characters are left. */
const COUNTER_FROM = 0.8 * FIELDS.message.maxLength;

/**
 * The HTML standard's "valid e-mail address", the very check the browser applies to
 * `type="email"`, so the inline message and the browser never disagree.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * What the browser's own checks let through: text made only of spaces, and (said inline, before
 * the browser would) a malformed e-mail address. An empty field is left to `required`.
 */
export function isInvalid(field: Field, value: string): boolean {
  const trimmed = value.trim();
  return field === "email" ? trimmed !== "" && !EMAIL.test(trimmed) : value !== "" && !trimmed;
}

/** Where the unsent form is kept for this tab, so a reload or a detour loses nothing. */
export const DRAFT_KEY = "contact-form-draft";

/** The fields' values in `source`; a field it has no text for is empty. */
const valuesOf = (source: Partial<Record<Field, unknown>>) =>
  Object.fromEntries(NAMES.map((field) => [field, String(source[field] ?? "")])) as ContactValues;

function loadDraft(): ContactValues {
  try {
    const saved = storage("session")?.getItem(DRAFT_KEY) ?? "{}";
    return valuesOf(JSON.parse(saved) as Partial<ContactValues>);
  } catch {
    return EMPTY;
  }
}

/**
 * What the fields hold. The page is usable before its scripts run, so a visitor may have typed
 * (and pressed Send) before the island hydrated: the fields, not the state, then hold the message.
 */
const formValues = (form: HTMLFormElement) => valuesOf(Object.fromEntries(new FormData(form)));

/** A mailto link that carries the visitor's message: the way out when sending fails. */
function mailto(to: string, { name, message }: ContactValues, t: Words): string {
  const subject = name.trim() ? fill(t.subject, { name: name.trim() }) : t.subjectAnonymous;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message.trim())}`;
}

/**
 * The contact form island. Served as a plain HTML form; the page's guard script holds a Send
 * pressed before hydration (submit-guard.ts), which this form then sends once. Submitting clears
 * the status; success empties the fields, failure keeps every field as typed.
 */
export function ContactForm({ emailjs, ownerEmail, lang = "en" }: ContactFormProps) {
  const t = islandWordsIn<Words>(words, lang);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  /** Fields the visitor has left (or tried to submit): only these show their message. */
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [sending, setSending] = useState(false);
  /** "throttled" is an error that waiting will cure. */
  const [status, setStatus] = useState<null | "success" | "error" | "throttled">(null);
  // A ref, not state: a second submit in the same tick (double click, Enter twice) must see the
  // first one before React re-renders the disabled button.
  const inFlight = useRef(false);
  // Whether a mouse button or finger is down right now, anywhere on the page.
  const pointerHeld = useRef(false);

  useEffect(() => warnAboutPlaceholders(emailjs), [emailjs]);

  // After hydration, never during render, so the prerendered HTML and the first client render
  // agree. What the visitor typed before the scripts ran is newer than any draft.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = formValues(form);
    setValues(Object.values(typed).some(Boolean) ? typed : loadDraft());
    // A Send pressed before hydration was held by the page's guard: send it now, once.
    const island = form.closest("astro-island");
    if (island?.hasAttribute(PENDING_ATTRIBUTE)) {
      island.removeAttribute(PENDING_ATTRIBUTE);
      island.removeAttribute("aria-busy");
      form.requestSubmit();
    }
  }, []);

  // Every change is saved; an empty form leaves nothing behind.
  useEffect(() => {
    try {
      const session = storage("session");
      if (Object.values(values).some(Boolean)) session?.setItem(DRAFT_KEY, JSON.stringify(values));
      else session?.removeItem(DRAFT_KEY);
    } catch {
      // Storage is full: the form still works, only without a draft.
    }
  }, [values]);

  useEffect(() => {
    const track = (event: PointerEvent) => (pointerHeld.current = event.type === "pointerdown");
    const types = ["pointerdown", "pointerup", "pointercancel"] as const;
    types.forEach((type) => document.addEventListener(type, track, true));
    return () => types.forEach((type) => document.removeEventListener(type, track, true));
  }, []);

  function leave(field: Field) {
    const released = new AbortController();
    const mark = () => {
      released.abort();
      setTimeout(() => setTouched((left) => ({ ...left, [field]: true })), 0);
    };
    // Leaving a field can show a message under it, which pushes the send button down. A press on
    // that button blurs the field first, so the message waits until the press has ended and its
    // click has landed; otherwise the click would miss the moved button and nothing would send.
    if (!pointerHeld.current) return mark();
    for (const type of ["pointerup", "pointercancel"]) {
      document.addEventListener(type, mark, { capture: true, signal: released.signal });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const typed = formValues(form);
    // Only a bot fills the hidden field: let it believe it succeeded, and send nothing.
    const bot = Boolean(new FormData(form).get("company"));
    const invalid = bot ? undefined : NAMES.find((field) => isInvalid(field, typed[field]));
    setStatus(null);
    if (invalid) {
      setTouched({ name: true, email: true, message: true });
      (form.elements.namedItem(invalid) as HTMLElement).focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    const result = bot ? "success" : await sendContactMessage(typed, emailjs);
    inFlight.current = false;
    setSending(false);
    setStatus(result);
    if (result !== "success") return;
    setValues(EMPTY);
    setTouched({});
    // Counted by the site's analytics, when the owner has switched them on.
    const sent = { detail: { name: ANALYTICS_EVENTS.contactSent } };
    if (!bot) document.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, sent));
  }

  const fallback = t.fallback.split("{link}");
  return (
    <div>
      <form
        ref={formRef}
        onSubmit={submit}
        data-contact-form
        className="relative space-y-5"
        aria-describedby={`${id}-status`}
      >
        {NAMES.map((field) => {
          const { autoComplete, maxLength } = FIELDS[field];
          const fieldId = `${id}-${field}`;
          const shown = touched[field] && isInvalid(field, values[field]);
          const described = [shown && `${fieldId}-error`, field === "message" && `${id}-counter`];
          const control = {
            id: fieldId,
            name: field,
            required: true,
            maxLength,
            autoComplete,
            value: values[field],
            // An update of the latest values: edits can come faster than renders, right after
            // hydration above all, when what was typed before it is being taken up.
            onChange: ({ target }: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
              setValues((current) => ({ ...current, [field]: target.value })),
            onBlur: () => leave(field),
            onInvalid: () => leave(field),
            "aria-invalid": shown || undefined,
            "aria-describedby": described.filter(Boolean).join(" ") || undefined,
            className:
              "mt-1.5 block w-full rounded-control border border-muted/70 bg-canvas px-3.5 py-2.5 text-ink shadow-card placeholder:text-muted focus:border-accent aria-invalid:border-danger",
          };
          return (
            <div key={field}>
              <label htmlFor={fieldId} className="text-sm font-medium text-ink">
                {t[field]}
              </label>
              {field === "message" ? (
                <textarea {...control} rows={4} />
              ) : (
                <input {...control} type={field === "email" ? "email" : "text"} />
              )}
              {shown ? (
                <p id={`${fieldId}-error`} className="mt-1.5 text-sm font-medium text-danger">
                  {t[`${field}Error`]}
                </p>
              ) : null}
              {/* Always in the page so screen readers hear it once it fills in near the limit. */}
              {field === "message" ? (
                <p
                  id={`${id}-counter`}
                  aria-live="polite"
                  className="mt-1.5 font-mono text-xs text-muted empty:hidden"
                >
                  {values.message.length >= COUNTER_FROM
                    ? fill(t.counter, {
                        left: (maxLength - values.message.length).toLocaleString(lang),
                        max: maxLength.toLocaleString(lang),
                      })
                    : ""}
                </p>
              ) : null}
            </div>
          );
        })}
        {/* A field people never see or reach; bots that fill in every field give themselves away. */}
        <div
          aria-hidden="true"
          className="absolute -start-[10000px] top-0 h-px w-px overflow-hidden"
        >
          <label htmlFor={`${id}-company`}>{t.honeypot}</label>
          <input id={`${id}-company`} name="company" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-control bg-accent px-5 py-2.5 font-semibold text-on-accent shadow-card hover:bg-accent-strong disabled:cursor-wait disabled:opacity-80 motion-safe:transition-[translate] motion-safe:duration-(--duration-fast) motion-safe:ease-out-soft motion-safe:hover:-translate-y-px motion-safe:active:translate-y-0 motion-safe:disabled:hover:translate-y-0"
        >
          {sending ? t.sending : t.send}
        </button>
      </form>
      <div id={`${id}-status`} role="status" className="mt-5 empty:hidden">
        {status === "success" ? (
          <p
            data-status="success"
            className="rounded-control border border-success-line bg-success-soft p-4 font-medium text-success-ink"
          >
            {t.sent}
          </p>
        ) : status ? (
          <div
            data-status="error"
            className="rounded-control border border-danger-line bg-danger-soft p-4 text-danger-ink"
          >
            <p className="font-medium">{t.failed}</p>
            {status === "throttled" ? <p className="mt-2 text-sm">{t.throttled}</p> : null}
            <p className="mt-2 text-sm">
              {fallback[0]}
              <a href={mailto(ownerEmail, values, t)} className="font-semibold underline">
                {t.fallbackLink}
              </a>
              {fallback[1]}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
