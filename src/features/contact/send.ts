import { storage } from "../../lib/storage";
import { send } from "@emailjs/browser";

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactValues;

export const EMPTY_VALUES: ContactValues = { name: "", email: "", message: "" };

/** Generous for people, small enough that no one can post a novel through the form. */
export const LIMITS = { name: 100, email: 254, message: 5000 } as const;

export interface EmailJsIds {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/** The `emailjs` block of the site config. */
export interface EmailJsConfig extends EmailJsIds {
  /** EmailJS's own throttle in milliseconds; 0 turns it off. */
  limitRate: number;
}

/**
 * The key EmailJS's throttle stores its timestamp under in localStorage. Named explicitly so the
 * form can find it again (the client's default is the page's path).
 */
export const THROTTLE_ID = "contact-form";

/** What the EmailJS template receives: `{{from_name}}`, `{{from_email}}`, `{{message}}`. */
export interface TemplateParams extends Record<string, string> {
  from_name: string;
  from_email: string;
  message: string;
}

export function templateParams(values: ContactValues): TemplateParams {
  return {
    from_name: values.name.trim(),
    from_email: values.email.trim(),
    message: values.message.trim(),
  };
}

/** Why a send failed: the visitor only needs to know whether waiting will help. */
export type SendFailure = "throttled" | "failed";

/** EmailJS rejects with `{ status, text }`; 429 is its throttle (or the API's own rate limit). */
export function failureKind(error: unknown): SendFailure {
  return typeof error === "object" &&
    error !== null &&
    "status" in error &&
    (error as { status: unknown }).status === 429
    ? "throttled"
    : "failed";
}

/**
 * Sends one message through EmailJS's official client; rejects with the client's error on any
 * failure.
 */
export async function sendContactMessage(
  values: ContactValues,
  config: EmailJsConfig,
): Promise<void> {
  const throttled = config.limitRate > 0;
  const store = throttled ? storage() : undefined;
  const before = store?.getItem(THROTTLE_ID) ?? null;
  try {
    await send(config.serviceId, config.templateId, templateParams(values), {
      publicKey: config.publicKey,
      ...(throttled ? { limitRate: { id: THROTTLE_ID, throttle: config.limitRate } } : {}),
    });
  } catch (error) {
    // The client stores its timestamp before it sends, so a send that failed would still block
    // the visitor's retry. Put back what was there before this attempt. When the client refused
    // to send at all, it wrote nothing: the older timestamp belongs to a message that went out
    // and keeps counting. (Comparing the stored value, not the time, holds even when two sends
    // fall in the same millisecond.)
    if (store && store.getItem(THROTTLE_ID) !== before) {
      if (before === null) store.removeItem(THROTTLE_ID);
      else store.setItem(THROTTLE_ID, before);
    }
    throw error;
  }
}

/** Identifiers still set to the shipped placeholders ("your-..."), by config field name. */
export function placeholderIds(ids: EmailJsIds): (keyof EmailJsIds)[] {
  return (["publicKey", "serviceId", "templateId"] as const).filter((key) =>
    ids[key].startsWith("your-"),
  );
}

let warned = false;

/**
 * Tells the owner, once per page load and only on the development server, that the form cannot
 * deliver anything until the real EmailJS identifiers are configured.
 */
export function warnAboutPlaceholders(ids: EmailJsIds, dev = import.meta.env.DEV): boolean {
  const fields = placeholderIds(ids);
  if (!dev || warned || fields.length === 0) return false;
  warned = true;
  console.warn(
    `Contact form: ${fields.map((field) => `emailjs.${field}`).join(", ")} in site.config.ts ` +
      'still hold the "your-..." placeholders, so messages cannot be delivered. Set your EmailJS ' +
      "identifiers there or with VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID and " +
      "VITE_EMAILJS_TEMPLATE_ID (see the README).",
  );
  return true;
}
