import type { ComponentProps } from "react";
import { FieldError, invalidProps } from "./FieldError.tsx";
import { inputClass, labelClass } from "./ui.ts";

/**
 * A labelled text input; the label's for/id pairing is what screen readers and tests rely on. With
 * `error`, the message shows under the input and the input is marked invalid and described by it.
 * `ref` reaches the input (react-hook-form's register focuses the first invalid field through it).
 */
export function TextField({
  id,
  label,
  error,
  "aria-describedby": hint,
  ...input
}: ComponentProps<"input"> & { id: string; label: string; error?: string }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} className={inputClass} {...input} {...invalidProps(id, error, hint)} />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
