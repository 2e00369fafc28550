import { LIMITS, type ContactField, type ContactValues } from "./send";

/**
 * The HTML standard's "valid e-mail address", the very check the browser applies to
 * `type="email"`, so the inline message and the browser never disagree.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const FIELD_MESSAGES = {
  name: "Please enter your name, not only spaces.",
  email: "Please enter an e-mail address such as name@example.com.",
  message: "Please write a message; it cannot be only spaces.",
} as const satisfies Record<ContactField, string>;

export type FieldErrors = Partial<Record<ContactField, string>>;

/**
 * What the browser's own checks let through: text made only of spaces, and (for the inline
 * message) a malformed e-mail address. An empty field is left to the browser's `required`.
 */
export function fieldErrors(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.name !== "" && values.name.trim() === "") errors.name = FIELD_MESSAGES.name;
  const email = values.email.trim();
  if (email !== "" && !EMAIL.test(email)) errors.email = FIELD_MESSAGES.email;
  if (values.message !== "" && values.message.trim() === "") {
    errors.message = FIELD_MESSAGES.message;
  }
  return errors;
}

/** From this length on the message box shows how many characters are left. */
export const COUNTER_FROM = Math.floor(0.8 * LIMITS.message);
