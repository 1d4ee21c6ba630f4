import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Loading } from "../../components/Loading.tsx";
import { cardClass } from "../../components/ui.ts";
import { trpc } from "../../lib/trpc.ts";

// Local development only: e-mail the app would have sent (the server refuses this in production).
export const Route = createFileRoute("/dev/mailbox")({
  component: MailboxPage,
});

const linkify = (text: string) =>
  text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className="break-all text-teal-700 underline dark:text-teal-400">
        {part}
      </a>
    ) : (
      part
    ),
  );

function MailboxPage() {
  const mail = useQuery(trpc.dev.mailbox.queryOptions(undefined, { refetchInterval: 3000 }));
  if (mail.isPending) return <Loading />;
  if (mail.isError) return <p className="mx-auto max-w-xl px-4 py-16">The dev mailbox is only available in local development.</p>;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Dev mailbox</h1>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">E-mail sent while no e-mail provider is configured. Newest first.</p>
      {mail.data.length === 0 && <p className="mt-8 text-slate-500 dark:text-slate-400">No messages yet.</p>}
      <ul className="mt-6 space-y-4">
        {mail.data.map((m) => (
          <li key={m.id} className={cardClass}>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              To {m.to} · {new Date(m.createdAt).toLocaleString()}
            </p>
            <h2 className="mt-1 font-semibold">{m.subject}</h2>
            <pre className="mt-3 whitespace-pre-wrap font-sans text-sm">{linkify(m.text)}</pre>
          </li>
        ))}
      </ul>
    </section>
  );
}
