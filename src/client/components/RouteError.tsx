import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { messages } from "../../shared/messages.ts";

/** Shown when a page's data or guard fails (e.g. the server is unreachable); offers a retry. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{messages.unexpected}</p>
      <button
        type="button"
        className="mt-6 rounded-lg bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-700"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try Again
      </button>
    </div>
  );
}
