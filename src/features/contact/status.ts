import { EMPTY_VALUES, type ContactField, type ContactValues, type SendFailure } from "./send";

export const SUCCESS_MESSAGE = "Message sent successfully!";
export const FAILURE_MESSAGE = "Failed to send message. Please try again.";
export const THROTTLED_HINT = "Please wait a few seconds before trying again.";

export interface SendStatus {
  status: null | "success" | "error";
  message: string;
  /** Set on an error that waiting will cure (EmailJS's throttle). */
  throttled?: boolean;
}

export const NO_STATUS: SendStatus = { status: null, message: "" };

export type Touched = Record<ContactField, boolean>;

const UNTOUCHED: Touched = { name: false, email: false, message: false };
const ALL_TOUCHED: Touched = { name: true, email: true, message: true };

export interface ContactFormState {
  values: ContactValues;
  /** Fields the visitor has left (or tried to submit): only these show inline messages. */
  touched: Touched;
  sending: boolean;
  result: SendStatus;
}

export const INITIAL_STATE: ContactFormState = {
  values: EMPTY_VALUES,
  touched: UNTOUCHED,
  sending: false,
  result: NO_STATUS,
};

export type ContactFormAction =
  | { type: "edit"; field: ContactField; value: string }
  | { type: "leave"; field: ContactField }
  | { type: "restore"; values: ContactValues }
  | { type: "invalid" }
  | { type: "submit" }
  | { type: "sent" }
  | { type: "failed"; reason: SendFailure };

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
    case "leave":
      return state.touched[action.field]
        ? state
        : { ...state, touched: { ...state.touched, [action.field]: true } };
    case "restore":
      // A draft never replaces what the visitor has already typed or a send in progress.
      return state.sending || Object.values(state.values).some(Boolean)
        ? state
        : { ...state, values: action.values };
    case "invalid":
      return { ...state, touched: ALL_TOUCHED, result: NO_STATUS };
    case "submit":
      return state.sending ? state : { ...state, sending: true, result: NO_STATUS };
    case "sent":
      return {
        values: EMPTY_VALUES,
        touched: UNTOUCHED,
        sending: false,
        result: { status: "success", message: SUCCESS_MESSAGE },
      };
    case "failed":
      return {
        ...state,
        sending: false,
        result: {
          status: "error",
          message: FAILURE_MESSAGE,
          ...(action.reason === "throttled" ? { throttled: true } : {}),
        },
      };
  }
}
