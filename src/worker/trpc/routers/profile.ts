import { eq } from "drizzle-orm";
import { user, userSettings } from "../../../../drizzle/schema.ts";
import {
  DEFAULT_GOALS,
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PREFERENCES,
  DEFAULT_TIMEZONE,
  goalsSchema,
  notificationsSchema,
  preferencesSchema,
  profileSchema,
} from "../../../shared/settings.ts";
import type { Db } from "../../db.ts";
import { authedProcedure } from "../init.ts";

/** Missing or stale saved sections fall back to the defaults, field by field. */
function section<T extends object>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, saved: unknown, defaults: T): T {
  const merged = { ...defaults, ...(saved && typeof saved === "object" ? saved : {}) };
  const parsed = schema.safeParse(merged);
  return parsed.success ? parsed.data! : defaults;
}

function saveSettings(db: Db, userId: string, now: Date, values: Partial<typeof userSettings.$inferInsert>) {
  const row = { ...values, updatedAt: now };
  return db
    .insert(userSettings)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: userSettings.userId, set: row });
}

export const profileRouter = {
  get: authedProcedure.query(async ({ ctx }) => {
    const row = await ctx.db.query.userSettings.findFirst({ where: eq(userSettings.userId, ctx.user.id) });
    return {
      name: ctx.user.name,
      email: ctx.user.email,
      bio: row?.bio ?? "",
      location: row?.location ?? "",
      timezone: profileSchema.shape.timezone.catch(DEFAULT_TIMEZONE).parse(row?.timezone),
      goals: section(goalsSchema, row?.goals, DEFAULT_GOALS),
      notifications: section(notificationsSchema, row?.notifications, DEFAULT_NOTIFICATIONS),
      preferences: section(preferencesSchema, row?.preferences, DEFAULT_PREFERENCES),
    };
  }),

  updateProfile: authedProcedure.input(profileSchema).mutation(async ({ ctx, input }) => {
    await ctx.db.batch([
      ctx.db.update(user).set({ name: input.name, updatedAt: ctx.now }).where(eq(user.id, ctx.user.id)),
      saveSettings(ctx.db, ctx.user.id, ctx.now, { bio: input.bio, location: input.location, timezone: input.timezone }),
    ]);
    return input;
  }),

  updateGoals: authedProcedure.input(goalsSchema).mutation(async ({ ctx, input }) => {
    await saveSettings(ctx.db, ctx.user.id, ctx.now, { goals: input });
    return input;
  }),

  updateNotifications: authedProcedure.input(notificationsSchema).mutation(async ({ ctx, input }) => {
    await saveSettings(ctx.db, ctx.user.id, ctx.now, { notifications: input });
    return input;
  }),

  updatePreferences: authedProcedure.input(preferencesSchema).mutation(async ({ ctx, input }) => {
    await saveSettings(ctx.db, ctx.user.id, ctx.now, { preferences: input });
    return input;
  }),
};
