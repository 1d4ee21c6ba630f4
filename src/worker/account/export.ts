// "Download my data": a copy of everything we hold about one user, for the privacy policy's right
// of access. Every table with a user_id is read here (tests/worker/privacy.test.ts checks that
// against the live schema), minus secrets: password hashes, session tokens and OAuth tokens.
import { asc, eq, getTableColumns, getTableName, type Column } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  account,
  aiFlashcards,
  answers,
  billingEvents,
  cardReviews,
  cardSchedules,
  dailyActivity,
  demoCheckouts,
  exams,
  flaggedQuestions,
  generatedGuides,
  generatedQuestions,
  invoices,
  questionNotes,
  questionReports,
  session,
  signInFailures,
  studyGuides,
  studyTime,
  studyVisits,
  subscriptions,
  user,
  userSettings,
} from "../../../drizzle/schema.ts";
import { BRAND } from "../../shared/brand.ts";
import { EXPORT_ROWS_PER_TABLE } from "../../shared/privacy.ts";
import type { Db } from "../db.ts";

/** Every column but user_id (the whole file is about one user). */
function ownColumns<T extends SQLiteTable & { userId: Column }>(table: T) {
  const { userId: _userId, ...columns } = getTableColumns(table) as T["_"]["columns"] & { userId: Column };
  return columns as Omit<T["_"]["columns"], "userId">;
}

/** The tables this export reads by user_id, by SQL name (the test compares it with the schema). */
export const EXPORTED_USER_TABLES = [
  session,
  account,
  userSettings,
  subscriptions,
  invoices,
  billingEvents,
  demoCheckouts,
  answers,
  exams,
  studyTime,
  dailyActivity,
  studyVisits,
  studyGuides,
  generatedGuides,
  cardSchedules,
  cardReviews,
  aiFlashcards,
  generatedQuestions,
  flaggedQuestions,
  questionNotes,
  questionReports,
].map((t) => getTableName(t));

export async function exportUserData(db: Db, userId: string, now: Date) {
  // One more row than allowed tells whether a list was cut.
  const cap = EXPORT_ROWS_PER_TABLE + 1;
  const [
    users,
    sessions,
    signInMethods,
    settings,
    subscription,
    orders,
    billing,
    checkouts,
    answerRows,
    examRows,
    studyTimeRows,
    activityRows,
    visitRows,
    guideRows,
    generatedGuideRows,
    scheduleRows,
    reviewRows,
    aiCardRows,
    generatedRows,
    flaggedRows,
    noteRows,
    reportRows,
  ] = await db.batch([
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        image: user.image,
        role: user.role,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      })
      .from(user)
      .where(eq(user.id, userId)),
    // Where and when the account was signed in; the token that would let someone else in is left out.
    db
      .select({ createdAt: session.createdAt, updatedAt: session.updatedAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt))
      .limit(cap),
    // The password column holds a one-way hash; neither it nor provider tokens belong in a download.
    db
      .select({ providerId: account.providerId, accountId: account.accountId, scope: account.scope, createdAt: account.createdAt, updatedAt: account.updatedAt })
      .from(account)
      .where(eq(account.userId, userId))
      .limit(cap),
    db.select(ownColumns(userSettings)).from(userSettings).where(eq(userSettings.userId, userId)),
    db.select(ownColumns(subscriptions)).from(subscriptions).where(eq(subscriptions.userId, userId)),
    db.select(ownColumns(invoices)).from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.orderDate)).limit(cap),
    db.select(ownColumns(billingEvents)).from(billingEvents).where(eq(billingEvents.userId, userId)).orderBy(asc(billingEvents.receivedAt)).limit(cap),
    db.select(ownColumns(demoCheckouts)).from(demoCheckouts).where(eq(demoCheckouts.userId, userId)).orderBy(asc(demoCheckouts.createdAt)).limit(cap),
    db.select(ownColumns(answers)).from(answers).where(eq(answers.userId, userId)).orderBy(asc(answers.answeredAt)).limit(cap),
    db.select(ownColumns(exams)).from(exams).where(eq(exams.userId, userId)).orderBy(asc(exams.startedAt)).limit(cap),
    db.select(ownColumns(studyTime)).from(studyTime).where(eq(studyTime.userId, userId)).orderBy(asc(studyTime.day), asc(studyTime.activity)).limit(cap),
    db.select(ownColumns(dailyActivity)).from(dailyActivity).where(eq(dailyActivity.userId, userId)).orderBy(asc(dailyActivity.day)).limit(cap),
    db.select(ownColumns(studyVisits)).from(studyVisits).where(eq(studyVisits.userId, userId)).orderBy(asc(studyVisits.startedAt)).limit(cap),
    db.select(ownColumns(studyGuides)).from(studyGuides).where(eq(studyGuides.userId, userId)).orderBy(asc(studyGuides.createdAt)).limit(cap),
    // Guides generated in the last day whether saved or not (a saved one is also in studyGuides).
    db.select(ownColumns(generatedGuides)).from(generatedGuides).where(eq(generatedGuides.userId, userId)).orderBy(asc(generatedGuides.createdAt)).limit(cap),
    db.select(ownColumns(cardSchedules)).from(cardSchedules).where(eq(cardSchedules.userId, userId)).orderBy(asc(cardSchedules.cardId)).limit(cap),
    db.select(ownColumns(cardReviews)).from(cardReviews).where(eq(cardReviews.userId, userId)).orderBy(asc(cardReviews.reviewedAt)).limit(cap),
    db.select(ownColumns(aiFlashcards)).from(aiFlashcards).where(eq(aiFlashcards.userId, userId)).orderBy(asc(aiFlashcards.createdAt)).limit(cap),
    db.select(ownColumns(generatedQuestions)).from(generatedQuestions).where(eq(generatedQuestions.userId, userId)).orderBy(asc(generatedQuestions.createdAt)).limit(cap),
    db.select(ownColumns(flaggedQuestions)).from(flaggedQuestions).where(eq(flaggedQuestions.userId, userId)).orderBy(asc(flaggedQuestions.flaggedAt)).limit(cap),
    db.select(ownColumns(questionNotes)).from(questionNotes).where(eq(questionNotes.userId, userId)).orderBy(asc(questionNotes.updatedAt)).limit(cap),
    db.select(ownColumns(questionReports)).from(questionReports).where(eq(questionReports.userId, userId)).orderBy(asc(questionReports.createdAt)).limit(cap),
  ]);
  const profile = users[0];
  // Failed sign-ins are counted by e-mail address rather than by account.
  const failures = profile
    ? await db
        .select({ failures: signInFailures.failures, lastFailureAt: signInFailures.lastFailureAt })
        .from(signInFailures)
        .where(eq(signInFailures.email, profile.email.trim().toLowerCase()))
    : [];

  const truncated: string[] = [];
  const list = <T>(name: string, rows: T[]): T[] => {
    if (rows.length <= EXPORT_ROWS_PER_TABLE) return rows;
    truncated.push(name);
    return rows.slice(0, EXPORT_ROWS_PER_TABLE);
  };
  const sub = subscription[0];

  const data = {
    account: profile ?? null,
    signInMethods: list("signInMethods", signInMethods),
    sessions: list("sessions", sessions),
    failedSignIns: failures[0] ?? null,
    settings: settings[0] ?? null,
    // A state never dated by an event (0) is shown as unknown rather than as 1970.
    subscription: sub ? { ...sub, stateAsOf: sub.stateAsOf.getTime() ? sub.stateAsOf : null } : null,
    orders: list("orders", orders),
    billingEvents: list("billingEvents", billing),
    demoCheckouts: list("demoCheckouts", checkouts),
    answers: list("answers", answerRows),
    exams: list("exams", examRows),
    studyTime: list("studyTime", studyTimeRows),
    dailyActivity: list("dailyActivity", activityRows),
    studyVisits: list("studyVisits", visitRows),
    studyGuides: list("studyGuides", guideRows),
    generatedGuides: list("generatedGuides", generatedGuideRows),
    flashcardSchedules: list("flashcardSchedules", scheduleRows),
    flashcardReviews: list("flashcardReviews", reviewRows),
    aiFlashcards: list("aiFlashcards", aiCardRows),
    generatedQuestions: list("generatedQuestions", generatedRows),
    flaggedQuestions: list("flaggedQuestions", flaggedRows),
    questionNotes: list("questionNotes", noteRows),
    questionReports: list("questionReports", reportRows),
  };

  const notes = [
    `This file is a copy of the personal data ${BRAND.name} holds about your account, made on ${now.toISOString()}. Times are in UTC.`,
    "Your password is stored only as a one-way hash and your sign-in sessions as secret tokens, so neither is included.",
    "Card details are held by our payment provider, Stripe; we never receive your card number.",
  ];
  if (truncated.length > 0) {
    notes.push(
      `These lists were cut at ${EXPORT_ROWS_PER_TABLE.toLocaleString("en-US")} entries each: ${truncated.join(", ")}. E-mail ${BRAND.supportEmail} and we will send you the rest.`,
    );
  }
  return { exportedAt: now.toISOString(), notes, truncated, ...data };
}
