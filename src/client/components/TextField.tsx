import type { InputHTMLAttributes } from "react";
import { inputClass, labelClass } from "./ui.ts";

/** A labelled text input; the label's for/id pairing is what screen readers and tests rely on. */
export function TextField({ id, label, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} className={inputClass} {...input} />
    </div>
  );
}
