import { useCallback, useReducer, useRef, type FormEvent } from "react";
import { sendContactMessage, EMPTY_VALUES, type ContactValues, type EmailJsIds } from "./send";
import { contactFormReducer, NO_STATUS, type ContactFormState } from "./status";

const INITIAL: ContactFormState = { values: EMPTY_VALUES, sending: false, result: NO_STATUS };

export function useContactForm(ids: EmailJsIds) {
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL);
  // A ref, not state: a second submit in the same tick must see the first one.
  const inFlight = useRef(false);

  const edit = useCallback(
    (field: keyof ContactValues, value: string) => dispatch({ type: "edit", field, value }),
    [],
  );

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      dispatch({ type: "submit" });
      try {
        await sendContactMessage(state.values, ids);
        dispatch({ type: "sent" });
      } catch {
        dispatch({ type: "failed" });
      } finally {
        inFlight.current = false;
      }
    },
    [state.values, ids],
  );

  return { state, edit, submit };
}
