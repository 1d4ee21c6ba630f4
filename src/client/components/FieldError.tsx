// A form field's validation message, tied to its control: the control is aria-invalid and names the
// message in aria-describedby (after any hint it already has), so a screen reader reads both when
// the field gets focus, and the message is announced when it appears.

/** The id of the message for the control with this id. */
export const errorIdFor = (fieldId: string) => `${fieldId}-error`;

/**
 * The aria attributes for a control with this error (none when it has none). `hint` is the id of a
 * description the control keeps either way, and is kept when there is no error.
 */
export function invalidProps(fieldId: string, error: string | undefined, hint?: string) {
  if (!error) return hint ? { "aria-describedby": hint } : {};
  return { "aria-invalid": true, "aria-describedby": [errorIdFor(fieldId), hint].filter(Boolean).join(" ") } as const;
}

export function FieldError({ fieldId, message, className = "" }: { fieldId: string; message: string | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p id={errorIdFor(fieldId)} role="alert" className={`mt-1 text-sm text-red-600 dark:text-red-400 ${className}`}>
      {message}
    </p>
  );
}
