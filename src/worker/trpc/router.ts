import { router } from "./init.ts";
import { accountRouter } from "./routers/account.ts";
import { adaptiveRouter } from "./routers/adaptive.ts";
import { adminRouter } from "./routers/admin.ts";
import { billingRouter } from "./routers/billing.ts";
import { contentRouter } from "./routers/content.ts";
import { coursesRouter } from "./routers/courses.ts";
import { dashboardRouter } from "./routers/dashboard.ts";
import { devRouter } from "./routers/dev.ts";
import { diagnosticsRouter } from "./routers/diagnostics.ts";
import { examRouter } from "./routers/exam.ts";
import { flashcardsRouter } from "./routers/flashcards.ts";
import { freeRouter } from "./routers/free.ts";
import { glossaryRouter } from "./routers/glossary.ts";
import { homeRouter } from "./routers/home.ts";
import { interviewRouter } from "./routers/interview.ts";
import { practiceRouter } from "./routers/practice.ts";
import { profileRouter } from "./routers/profile.ts";
import { programsRouter } from "./routers/programs.ts";
import { progressRouter } from "./routers/progress.ts";
import { reviewRouter } from "./routers/review.ts";
import { studyGuidesRouter } from "./routers/study-guides.ts";
import { studyRouter } from "./routers/study.ts";

export const appRouter = router({
  account: accountRouter,
  adaptive: adaptiveRouter,
  admin: adminRouter,
  billing: billingRouter,
  content: contentRouter,
  courses: coursesRouter,
  dashboard: dashboardRouter,
  dev: devRouter,
  diagnostics: diagnosticsRouter,
  exam: examRouter,
  flashcards: flashcardsRouter,
  free: freeRouter,
  glossary: glossaryRouter,
  home: homeRouter,
  interview: interviewRouter,
  practice: practiceRouter,
  profile: profileRouter,
  programs: programsRouter,
  progress: progressRouter,
  review: reviewRouter,
  study: studyRouter,
  studyGuides: studyGuidesRouter,
});

export type AppRouter = typeof appRouter;
