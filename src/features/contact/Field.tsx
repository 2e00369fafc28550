import type { ReactNode } from "react";
import { LIMITS, type ContactField } from "./send";

const labelClass = "font-medium text-slate-900 dark:text-white";

const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-accent aria-invalid:border-red-700 dark:border-slate-400 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400";

const errorClass = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

/** How each field is typed in: input type and autocomplete, or a 4-row text area. */
const KINDS: Record<ContactField, { type?: "text" | "email"; autoComplete?: string }> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  message: {},
};

/**
 * One labelled, required field of the contact form, with its error under it. `describedBy`
 * names extra descriptions (the message's character counter); the error joins them when shown.
 */
export function Field({
  field,
  label,
  id,
  value,
  error,
  onEdit,
  onLeave,
  describedBy = [],
  children,
}: {
  field: ContactField;
  label: string;
  /** The control's id; the error's is derived from it. */
  id: string;
  value: string;
  error: string | undefined;
  onEdit: (field: ContactField, value: string) => void;
  onLeave: (field: ContactField) => void;
  describedBy?: string[];
  /** Shown under the control, after the error. */
  children?: ReactNode;
}) {
  const errorId = `${id}-error`;
  const described = [...(error ? [errorId] : []), ...describedBy].join(" ") || undefined;
  const shared = {
    id,
    name: field,
    required: true,
    maxLength: LIMITS[field],
    value,
    onBlur: () => onLeave(field),
    onInvalid: () => onLeave(field),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    className: controlClass,
  };
  const { type, autoComplete } = KINDS[field];
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {type ? (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onEdit(field, event.target.value)}
        />
      ) : (
        <textarea {...shared} rows={4} onChange={(event) => onEdit(field, event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
