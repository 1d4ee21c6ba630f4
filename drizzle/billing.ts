import { sql } from "drizzle-orm";
import { sqliteTable, text, integer, index } from "drizzle-orm/sqlite-core";
import { user } from "./auth.ts";

// One row per user, so a user's subscription is zero or one row.
export const subscriptions = sqliteTable("subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  // active | trialing | canceled | not_started, or any other Stripe status
  status: text("status").notNull().default("not_started"),
  priceId: text("price_id"),
  currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }),
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id").unique(),
  // The subscription is set to end (the student canceled in the portal): at cancelAt.
  cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
  cancelAt: integer("cancel_at", { mode: "timestamp_ms" }),
  // The free trial is once per customer: set by the first subscription that had one, never cleared.
  trialUsed: integer("trial_used", { mode: "boolean" }).notNull().default(false),
  // The latest checkout this user started: the same request again within minutes reuses its session
  // (a double click or a second tab must not start two subscriptions).
  checkoutAttemptId: text("checkout_attempt_id"),
  checkoutRequestHash: text("checkout_request_hash"),
  checkoutSessionId: text("checkout_session_id"),
  checkoutStartedAt: integer("checkout_started_at", { mode: "timestamp_ms" }),
  // When the event this state came from happened: an older event arriving late never overwrites it.
  stateAsOf: integer("state_as_of", { mode: "timestamp_ms" }).notNull().default(sql`0`),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** Every billing event applied, by its id (Stripe's event id, or a demo id): a replay is a no-op. */
export const billingEvents = sqliteTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  userId: text("user_id"),
  receivedAt: integer("received_at", { mode: "timestamp_ms" }).notNull(),
});

/** Orders: paid invoices, listed newest first on the profile's billing tab. */
export const invoices = sqliteTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    amountPaid: integer("amount_paid").notNull(),
    // Refunds only grow: the pass guarantee's full refund makes this equal to amountPaid.
    amountRefunded: integer("amount_refunded").notNull().default(0),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    description: text("description"),
    hostedInvoiceUrl: text("hosted_invoice_url"),
    // When the invoice was created, shown as the order date.
    orderDate: integer("order_date", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("invoices_user_date_idx").on(t.userId, t.orderDate)],
);

/** Checkout sessions of the offline demo billing mode (no Stripe key configured). */
export const demoCheckouts = sqliteTable("demo_checkouts", {
  id: text("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  priceId: text("price_id").notNull(),
  status: text("status", { enum: ["open", "complete"] }).notNull().default("open"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});
