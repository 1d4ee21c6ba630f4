import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Tabs, type Tab } from "../../components/Tabs.tsx";
import { trpc } from "../../lib/trpc.ts";
import { FlashcardDemo } from "./FlashcardDemo.tsx";
import { PracticeDemo } from "./PracticeDemo.tsx";
import { StudyGuideDemo } from "./StudyGuideDemo.tsx";
import { leadClass, sectionClass, sectionHeadingClass, smallButtonClass } from "./styles.ts";

type DemoKey = "practice" | "flashcards" | "guides";
const TABS: Tab<DemoKey>[] = [
  { key: "practice", label: "Practice Questions" },
  { key: "flashcards", label: "Flashcards" },
  { key: "guides", label: "Study Guides" },
];

export function DemoTabs() {
  const [active, setActive] = useState<DemoKey>("practice");
  const demo = useQuery(trpc.home.demo.queryOptions());
  return (
    <section aria-labelledby="demo-title" className={sectionClass}>
      <h2 id="demo-title" className={sectionHeadingClass}>
        Try it now
      </h2>
      <p className={leadClass}>A few items from the real question bank and flashcard deck. No account needed.</p>
      <div className="mx-auto mt-8 max-w-3xl">
        <Tabs tabs={TABS} active={active} onChange={setActive} label="Demo">
          {/* Keyed by tab: the panel remounts, so changing tab starts its demo afresh. */}
          <div key={active}>
            {demo.isError ? (
              <div role="alert" className="rounded-2xl border border-slate-200 p-6 text-center dark:border-slate-800">
                <p className="font-semibold">We couldn't load the demo.</p>
                <button type="button" onClick={() => void demo.refetch()} className={`${smallButtonClass} mt-4`}>
                  Try Again
                </button>
              </div>
            ) : active === "practice" ? (
              <PracticeDemo questions={demo.data?.questions} />
            ) : active === "flashcards" ? (
              <FlashcardDemo cards={demo.data?.flashcards} />
            ) : (
              <StudyGuideDemo />
            )}
          </div>
        </Tabs>
      </div>
    </section>
  );
}
