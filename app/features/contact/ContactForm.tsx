import { useId } from "react";
import { site } from "../../site";
import { LIMITS, type ContactValues } from "./send";
import { useContactForm } from "./useContactForm";

const input =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400";

/** A mailto link that carries the visitor's message, for when sending fails. */
export function mailtoFallback(to: string, values: ContactValues): string {
  const subject = `Message from ${values.name.trim() || "your portfolio"}`;
  const body = values.message.trim();
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function ContactForm() {
  const { state, edit, submit } = useContactForm(site.emailjs);
  const id = useId();
  const { values, sending, result } = state;

  return (
    <div>
      <form onSubmit={submit} className="space-y-5" aria-describedby={`${id}-status`}>
        <div>
          <label htmlFor={`${id}-name`} className="font-medium text-slate-900 dark:text-white">
            Name
          </label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            required
            autoComplete="name"
            maxLength={LIMITS.name}
            value={values.name}
            onChange={(event) => edit("name", event.target.value)}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="font-medium text-slate-900 dark:text-white">
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={LIMITS.email}
            value={values.email}
            onChange={(event) => edit("email", event.target.value)}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="font-medium text-slate-900 dark:text-white">
            Message
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            required
            rows={4}
            maxLength={LIMITS.message}
            value={values.message}
            onChange={(event) => edit("message", event.target.value)}
            className={input}
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-indigo-700 px-5 py-2.5 font-semibold text-white hover:bg-indigo-800 disabled:cursor-wait disabled:opacity-80 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300"
        >
          {sending ? "Sending..." : "Send Message"}
        </button>
      </form>
      <div id={`${id}-status`} role="status" className="mt-5 empty:hidden">
        {result.status === "success" ? (
          <p
            data-status="success"
            className="rounded-lg border border-green-300 bg-green-100 p-4 font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
          >
            {result.message}
          </p>
        ) : result.status === "error" ? (
          <div
            data-status="error"
            className="rounded-lg border border-red-300 bg-red-100 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <p className="font-medium">{result.message}</p>
            <p className="mt-2 text-sm">
              Or{" "}
              <a href={mailtoFallback(site.email, values)} className="font-semibold underline">
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
