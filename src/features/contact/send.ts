import { EmailJSResponseStatus, send } from "@emailjs/browser";
import type { SiteConfig } from "../../config/schema";
import { storage } from "../../lib/storage";

/** What the visitor types into the contact form. */
export type ContactValues = Record<"name" | "email" | "message", string>;

type EmailJsConfig = SiteConfig["emailjs"];

/**
 * The key EmailJS's throttle keeps its timestamp under in localStorage, named so the form can
 * find it again (the client's default is the page's path).
 */
export const THROTTLE_ID = "contact-form";

/**
 * Sends one message through EmailJS's official client; its template receives `{{from_name}}`,
 * `{{from_email}}` and `{{message}}`. "throttled" is a failure that waiting will cure: EmailJS's
 * own throttle (`limitRate` milliseconds a browser, 0 is off) or the API's rate limit.
 */
export async function sendContactMessage(
  values: ContactValues,
  { publicKey, serviceId, templateId, limitRate }: EmailJsConfig,
): Promise<"success" | "error" | "throttled"> {
  const store = storage();
  const before = store?.getItem(THROTTLE_ID) ?? null;
  try {
    const params = {
      from_name: values.name.trim(),
      from_email: values.email.trim(),
      message: values.message.trim(),
    };
    await send(serviceId, templateId, params, {
      publicKey,
      limitRate: { id: THROTTLE_ID, throttle: limitRate },
    });
    return "success";
  } catch (error) {
    // The client stores its timestamp before it sends, so a failed send would still block the
    // retry: take it back (the older one it replaced had run out, or the client would not have
    // sent). When the client refused to send it wrote nothing, and the timestamp of the message
    // that went out keeps counting; comparing values holds even within one millisecond.
    if (store && store.getItem(THROTTLE_ID) !== before) store.removeItem(THROTTLE_ID);
    return error instanceof EmailJSResponseStatus && error.status === 429 ? "throttled" : "error";
  }
}

/**
 * Tells the owner, on the development server only, that the form cannot deliver anything until
 * the real EmailJS identifiers replace the shipped "your-..." placeholders.
 */
export function warnAboutPlaceholders(config: EmailJsConfig): void {
  const fields = (["publicKey", "serviceId", "templateId"] as const).filter((key) =>
    config[key].startsWith("your-"),
  );
  if (!import.meta.env.DEV || fields.length === 0) return;
  console.warn(
    `Contact form: ${fields.map((field) => `emailjs.${field}`).join(", ")} in site.config.ts ` +
      'still hold the "your-..." placeholders, so messages cannot be delivered. Set your EmailJS ' +
      "identifiers there or with VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID and " +
      "VITE_EMAILJS_TEMPLATE_ID (see the README).",
  );
}
