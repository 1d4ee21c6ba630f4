// "Report a problem with this question": stored for the admin's queue. One open report per student
// and question, so a double click or a repeated complaint files once.
import { and, desc, eq } from "drizzle-orm";
import { questionReports, questions, user } from "../../../drizzle/schema.ts";
import type { ReportReason } from "../../shared/practice.ts";
import type { Db } from "../db.ts";
import type { RequestDeps } from "../request-deps.ts";

/** Null when the question does not exist; otherwise whether a new report was filed. */
export async function reportQuestion({ db, userId, now }: RequestDeps, input: { questionId: string; reason: ReportReason; details: string }) {
  const exists = await db.query.questions.findFirst({ columns: { id: true }, where: eq(questions.id, input.questionId) });
  if (!exists) return null;
  const open = await db.query.questionReports.findFirst({
    columns: { id: true },
    where: and(eq(questionReports.userId, userId), eq(questionReports.questionId, input.questionId), eq(questionReports.status, "open")),
  });
  if (open) return { filed: false };
  await db.insert(questionReports).values({ id: crypto.randomUUID(), userId, questionId: input.questionId, reason: input.reason, details: input.details.trim(), createdAt: now });
  return { filed: true };
}

/** The admin queue: open reports first, newest first, with the question's stem and the reporter's e-mail. */
export async function reportQueue(db: Db, status: "open" | "resolved") {
  const rows = await db
    .select({
      id: questionReports.id,
      questionId: questionReports.questionId,
      reason: questionReports.reason,
      details: questionReports.details,
      createdAt: questionReports.createdAt,
      stem: questions.stem,
      email: user.email,
    })
    .from(questionReports)
    .leftJoin(questions, eq(questions.id, questionReports.questionId))
    .leftJoin(user, eq(user.id, questionReports.userId))
    .where(eq(questionReports.status, status))
    .orderBy(desc(questionReports.createdAt))
    .limit(100);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
}

export async function resolveReport(db: Db, id: string) {
  const updated = await db.update(questionReports).set({ status: "resolved" }).where(eq(questionReports.id, id)).returning({ id: questionReports.id });
  return updated.length > 0;
}
