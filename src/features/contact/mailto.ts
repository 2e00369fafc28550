import type { ContactValues } from "./send";

/**
 * A mailto link that carries the visitor's message, the way out when sending fails: nothing they
 * typed is lost, their own mail app sends it.
 */
export function mailtoFallback(to: string, values: ContactValues): string {
  const name = values.name.trim();
  const subject = name ? `Message from ${name}` : "Message from your portfolio";
  const body = values.message.trim();
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
