// Generated study guides: each guide the Worker streams to its end is kept under an id of the
// server's choosing, which the stream tells the client; saving a guide copies the generated one,
// so a saved guide is always text the Worker itself produced. Unsaved ones expire after a day.
import { lt } from "drizzle-orm";
import { generatedGuides } from "../../../drizzle/schema.ts";
import { UNSAVED_GUIDE_KEPT_MS, type SavedGuideContent } from "../../shared/study-guide.ts";
import type { Db } from "../db.ts";

export type GeneratedGuide = { topic: string; subtopic: string; content: SavedGuideContent };

/** Stores a finished guide for its owner and returns its new id. */
export async function keepGeneratedGuide(db: Db, userId: string, guide: GeneratedGuide, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(generatedGuides).values({ id, userId, topic: guide.topic, subtopic: guide.subtopic, content: guide.content, createdAt: now });
  return id;
}

/**
 * Deletes generated guides written more than UNSAVED_GUIDE_KEPT_MS before `now`. A saved guide
 * lives on as its copy in `study_guides`, so only what was never saved is lost. Returns how many.
 */
export async function pruneUnsavedGuides(db: Db, now: Date): Promise<number> {
  const result = await db.delete(generatedGuides).where(lt(generatedGuides.createdAt, new Date(now.getTime() - UNSAVED_GUIDE_KEPT_MS))).run();
  return result.meta.changes ?? 0;
}
