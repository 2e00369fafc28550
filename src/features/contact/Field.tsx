import type { ReactNode } from "react";
import { LIMITS, type ContactField } from "./send";

const labelClass = "text-sm font-medium text-ink";

const controlClass =
  "mt-1.5 block w-full rounded-control border border-muted/70 bg-canvas px-3.5 py-2.5 text-ink shadow-card placeholder:text-muted focus:border-accent aria-invalid:border-danger";

const errorClass = "mt-1.5 text-sm font-medium text-danger";

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
