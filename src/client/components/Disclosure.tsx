import { useEffect, useId, useRef, useState, type ReactNode } from "react";

// The WAI "disclosure navigation" pattern: a button that shows a list of links. Site navigation is
// not an application menu, so no role="menu" and no arrow-key roving; Escape and outside clicks close.
export function Disclosure({
  label,
  children,
  buttonClassName,
  panelClassName,
}: {
  label: ReactNode;
  children: (close: () => void) => ReactNode;
  buttonClassName?: string;
  panelClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={buttonClassName}
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`ml-1 inline h-4 w-4 transition ${open ? "rotate-180" : ""}`}>
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={id} hidden={!open} className={panelClassName}>
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
