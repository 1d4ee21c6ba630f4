import { STATUS_LABELS, type DiagnosticStatus } from "../../../shared/diagnostics.ts";

export const STATUS_TEXT: Record<DiagnosticStatus, string> = {
  pending: "text-slate-600 dark:text-slate-300",
  loading: "text-slate-600 dark:text-slate-300",
  success: "text-green-700 dark:text-green-300",
  warning: "text-amber-800 dark:text-amber-300",
  error: "text-red-700 dark:text-red-300",
};

export function StatusGlyph({ status }: { status: DiagnosticStatus }) {
  const common = { "aria-hidden": true, viewBox: "0 0 24 24", className: "h-5 w-5 shrink-0", fill: "none", stroke: "currentColor", strokeWidth: 2 } as const;
  switch (status) {
    case "success":
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="m8 12.5 2.5 2.5L16 9.5" />
        </svg>
      );
    case "warning":
      return (
        <svg {...common}>
          <path d="M12 3 2 20h20L12 3z" />
          <path d="M12 10v4M12 17h.01" />
        </svg>
      );
    case "error":
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="m9 9 6 6M15 9l-6 6" />
        </svg>
      );
    case "loading":
      return <span aria-hidden="true" className="h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" />;
    default:
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" strokeDasharray="3 3" />
        </svg>
      );
  }
}

/** Icon and word together: the status never rests on colour alone. */
export function StatusIcon({ status }: { status: DiagnosticStatus }) {
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm font-semibold ${STATUS_TEXT[status]}`}>
      <StatusGlyph status={status} />
      {STATUS_LABELS[status]}
    </span>
  );
}
