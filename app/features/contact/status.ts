import type { ContactValues } from "./send";

export const SUCCESS_MESSAGE = "Message sent successfully!";
export const FAILURE_MESSAGE = "Failed to send message. Please try again.";

export interface SendStatus {
  status: null | "success" | "error";
  message: string;
}

export const NO_STATUS: SendStatus = { status: null, message: "" };

export interface ContactFormState {
  values: ContactValues;
  sending: boolean;
  result: SendStatus;
}

export type ContactFormAction =
  | { type: "edit"; field: keyof ContactValues; value: string }
  | { type: "submit" }
  | { type: "sent" }
  | { type: "failed" };

/**
 * The spec's transitions: submitting clears the status; success empties the fields, failure
 * keeps every field as typed.
 */
export function contactFormReducer(
  state: ContactFormState,
  action: ContactFormAction,
): ContactFormState {
  switch (action.type) {
    case "edit":
      return { ...state, values: { ...state.values, [action.field]: action.value } };
    case "submit":
      return { ...state, sending: true, result: NO_STATUS };
    case "sent":
      return {
        values: { name: "", email: "", message: "" },
        sending: false,
        result: { status: "success", message: SUCCESS_MESSAGE },
      };
    case "failed":
      return { ...state, sending: false, result: { status: "error", message: FAILURE_MESSAGE } };
  }
}
