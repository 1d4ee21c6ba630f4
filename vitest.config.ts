import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { FAKE_RESEND_PORT } from "./tests/worker/fake-resend.ts";
import { FAKE_STRIPE_PORT } from "./tests/worker/fake-stripe.ts";

// The fakes' ports can be moved (FAKE_STRIPE_PORT / FAKE_RESEND_PORT) so two worker runs can share a machine.
const fakeStripeBase = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
const fakeResendBase = `http://127.0.0.1:${FAKE_RESEND_PORT}`;

// Three projects, run one at a time by scripts/test.ts:
//   unit   - pure rules in src/shared, in Node
//   worker - the real Worker in workerd with a real local D1 (migrations applied per test file)
//   e2e    - the built app under `wrangler dev`, driven through headless Chromium
export default defineConfig(async () => ({
  test: {
    projects: [
      {
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                BETTER_AUTH_SECRET: "test-secret-not-for-production-0123456789",
                BETTER_AUTH_URL: "http://localhost",
                OWNER_EMAILS: "Owner@Example.com, second-owner@example.com",
                // Real Stripe SDK against the local fake in tests/worker/fake-stripe.ts.
                STRIPE_SECRET_KEY: "sk_test_fake",
                STRIPE_WEBHOOK_SECRET: "whsec_test_fake",
                STRIPE_PRICE_MONTHLY: "price_monthly_test",
                STRIPE_PRICE_YEARLY: "price_yearly_test",
                STRIPE_API_BASE: fakeStripeBase,
                // Read by tests only: the worker sends mail to a fake only when a test passes this as RESEND_API_BASE.
                TEST_FAKE_RESEND_BASE: fakeResendBase,
              },
            },
          }),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          // Streamed answers are paced like a model's; on a busy 2-core machine 5 s is too tight.
          testTimeout: 20_000,
          setupFiles: ["./tests/worker/apply-migrations.ts"],
          globalSetup: ["./tests/worker/fake-stripe.ts", "./tests/worker/fake-resend.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
