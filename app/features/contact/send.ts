import { send } from "@emailjs/browser";

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export const EMPTY_VALUES: ContactValues = { name: "", email: "", message: "" };

export const LIMITS = { name: 100, email: 254, message: 5000 } as const;

export interface EmailJsIds {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

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

/** Sends one message through EmailJS's official client; rejects on any failure. */
export async function sendContactMessage(values: ContactValues, ids: EmailJsIds): Promise<void> {
  await send(ids.serviceId, ids.templateId, templateParams(values), {
    publicKey: ids.publicKey,
  });
}
