import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { GlossaryBrowser } from "../features/glossary/GlossaryBrowser.tsx";

type GlossarySearch = { q?: string };

// Hand-written rather than zod (kept out of client chunks). The router parses ?q=123 as a number.
function validateSearch(search: Record<string, unknown>): GlossarySearch {
  const q = typeof search.q === "number" ? String(search.q) : search.q;
  return typeof q === "string" && q !== "" ? { q } : {};
}

export const Route = createFileRoute("/glossary")({
  validateSearch,
  component: GlossaryPage,
});

function GlossaryPage() {
  const { q: urlQuery = "" } = Route.useSearch();
  const navigate = useNavigate({ from: "/glossary" });
  const [query, setQuery] = useState(urlQuery);
  // Values this page wrote to the URL and has not yet seen come back: while typing fast, an older
  // value can arrive after a newer one was typed and must not overwrite the input.
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const mine = pending.current.indexOf(urlQuery);
    if (mine >= 0) {
      pending.current.splice(0, mine + 1);
      return;
    }
    // Changed from outside (a link to /glossary?q=...): follow it.
    pending.current = [];
    setQuery(urlQuery);
  }, [urlQuery]);

  function changeQuery(next: string) {
    setQuery(next);
    const q = next.trim() === "" ? "" : next;
    pending.current.push(q);
    // Replace, not push: one history entry per visit, not per keystroke.
    void navigate({ search: q ? { q } : {}, replace: true, resetScroll: false });
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Anesthesia Glossary</h1>
      <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-300">
        Definitions of the terms and abbreviations you meet in anesthesia training and practice. Search by name, abbreviation or
        any word in a definition, or narrow the list to one category.
      </p>
      <div className="mt-8">
        <GlossaryBrowser query={query} onQueryChange={changeQuery} />
      </div>
    </section>
  );
}
