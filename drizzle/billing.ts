import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";
import { user } from "./auth.ts";

// One row per user: the spec's per-user subscription view returns zero or one row.
export const subscriptions = sqliteTable("subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  // active | trialing | canceled | not_started, or any other Stripe status
  status: text("status").notNull().default("not_started"),
  priceId: text("price_id"),
  // epoch seconds, as Stripe reports it
  currentPeriodEnd: integer("current_period_end"),
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id").unique(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
