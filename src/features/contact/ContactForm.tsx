import { useId, useRef } from "react";
import { mailtoFallback } from "./mailto";
import { Field } from "./Field";
import { LIMITS, type EmailJsConfig } from "./send";
import { THROTTLED_HINT } from "./status";
import { HONEYPOT_NAME, useContactForm } from "./useContactForm";
import { COUNTER_FROM } from "./validate";

export interface ContactFormProps {
  emailjs: EmailJsConfig;
  /** The owner's address, for the way out through the visitor's own e-mail app. */
  ownerEmail: string;
}

/**
 * The contact form island. Served as a plain HTML form; the page's guard script
 * (submit-guard.ts) holds a Send pressed before hydration, which this form then sends once.
 */
export function ContactForm({ emailjs, ownerEmail }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { state, errors, edit, leave, submit } = useContactForm(emailjs, formRef);
  const id = useId();
  const { values, sending, result } = state;
  const left = LIMITS.message - values.message.length;

  return (
    <div>
      <form
        ref={formRef}
        onSubmit={submit}
        data-contact-form
        className="relative space-y-5"
        aria-describedby={`${id}-status`}
      >
        <Field
          field="name"
          label="Name"
          id={`${id}-name`}
          value={values.name}
          error={errors.name}
          onEdit={edit}
          onLeave={leave}
        />
        <Field
          field="email"
          label="Email"
          id={`${id}-email`}
          value={values.email}
          error={errors.email}
          onEdit={edit}
          onLeave={leave}
        />
        <Field
          field="message"
          label="Message"
          id={`${id}-message`}
          value={values.message}
          error={errors.message}
          onEdit={edit}
          onLeave={leave}
          describedBy={[`${id}-counter`]}
        >
          {/* Always in the page so screen readers hear it once it fills in near the limit. */}
          <p
            id={`${id}-counter`}
            aria-live="polite"
            className="mt-1.5 font-mono text-xs text-muted empty:hidden"
          >
            {values.message.length >= COUNTER_FROM
              ? `${left.toLocaleString("en")} of ${LIMITS.message.toLocaleString("en")} characters left`
              : ""}
          </p>
        </Field>
        {/* A field people never see or reach; bots that fill in every field give themselves away. */}
        <div
          aria-hidden="true"
          className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden"
        >
          <label htmlFor={`${id}-${HONEYPOT_NAME}`}>Leave this field empty</label>
          <input
            id={`${id}-${HONEYPOT_NAME}`}
            name={HONEYPOT_NAME}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-control bg-accent px-5 py-2.5 font-semibold text-on-accent shadow-card hover:bg-accent-strong disabled:cursor-wait disabled:opacity-80 motion-safe:transition-[translate] motion-safe:duration-(--duration-fast) motion-safe:ease-out-soft motion-safe:hover:-translate-y-px motion-safe:active:translate-y-0 motion-safe:disabled:hover:translate-y-0"
        >
          {sending ? "Sending..." : "Send Message"}
        </button>
      </form>
      <div id={`${id}-status`} role="status" className="mt-5 empty:hidden">
        {result.status === "success" ? (
          <p
            data-status="success"
            className="rounded-control border border-success-line bg-success-soft p-4 font-medium text-success-ink"
          >
            {result.message}
          </p>
        ) : result.status === "error" ? (
          <div
            data-status="error"
            className="rounded-control border border-danger-line bg-danger-soft p-4 text-danger-ink"
          >
            <p className="font-medium">{result.message}</p>
            {result.throttled ? <p className="mt-2 text-sm">{THROTTLED_HINT}</p> : null}
            <p className="mt-2 text-sm">
              Or{" "}
              <a href={mailtoFallback(ownerEmail, values)} className="font-semibold underline">
                send it from your e-mail app
              </a>
              ; your message is already filled in.
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
