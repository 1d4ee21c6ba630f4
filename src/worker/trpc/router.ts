import { router } from "./init.ts";
import { accountRouter } from "./routers/account.ts";
import { adminRouter } from "./routers/admin.ts";
import { billingRouter } from "./routers/billing.ts";
import { contentRouter } from "./routers/content.ts";
import { coursesRouter } from "./routers/courses.ts";
import { dashboardRouter } from "./routers/dashboard.ts";
import { devRouter } from "./routers/dev.ts";
import { examRouter } from "./routers/exam.ts";
import { profileRouter } from "./routers/profile.ts";
import { programsRouter } from "./routers/programs.ts";
import { progressRouter } from "./routers/progress.ts";
import { reviewRouter } from "./routers/review.ts";
import { studyRouter } from "./routers/study.ts";

export const appRouter = router({
  account: accountRouter,
  admin: adminRouter,
  billing: billingRouter,
  content: contentRouter,
  courses: coursesRouter,
  dashboard: dashboardRouter,
  dev: devRouter,
  exam: examRouter,
  profile: profileRouter,
  programs: programsRouter,
  progress: progressRouter,
  review: reviewRouter,
  study: studyRouter,
});

export type AppRouter = typeof appRouter;
