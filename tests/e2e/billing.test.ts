// The paid path in demo billing mode (the e2e server has no Stripe key): the same subscription-state
// code as Stripe's webhooks, driven from the browser.
import { describe, expect, it } from "vitest";
import { uniqueEmail, useBrowser } from "./browser.ts";

const b = useBrowser();

describe("subscribing", () => {
  it("visitor -> pricing -> yearly -> sign up -> demo checkout -> success (trial) -> dashboard; then cancel -> reactivation", async () => {
    const page = b.page;
    await page.goto("/pricing");
    const yearly = page.locator('[data-plan="yearly"]');
    await yearly.getByText("Best Value").waitFor();
    expect(await page.locator('[data-plan="monthly"]').getByText("Most Flexible").count()).toBe(1);
    await yearly.getByText(/Save \$649 vs monthly/).waitFor();
    await yearly.getByRole("button", { name: "Sign Up for Free Trial" }).click();

    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect([url.searchParams.get("intent"), url.searchParams.get("plan")]).toEqual(["signup", "yearly"]);
    await page.getByText("3-Day Free Trial Included").waitFor();
    await page.getByLabel("First name").fill("Tess");
    await page.getByLabel("Last name").fill("Trial");
    await page.getByLabel("Email").fill(uniqueEmail("trial"));
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Create Account" }).click();

    await page.waitForURL(/\/demo-checkout\?session_id=/);
    await page.getByText("Annual plan: 3-day free trial, then $299/year.").waitFor();
    await page.getByRole("button", { name: "Start Free Trial (test mode)" }).click();

    await page.waitForURL(/\/success\?session_id=/);
    await page.getByText("Trial Period").waitFor({ timeout: 10_000 });
    await page.getByText("Trial ends").waitFor();
    await page.getByText("AA Board Prep Yearly").waitFor();
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await page.waitForURL("**/dashboard");
    // A brand-new user is welcomed, not welcomed back.
    await page.getByRole("heading", { name: "Welcome to AA Board Prep, Tess Trial!" }).waitFor();

    // Goals are saved on the server: they survive a reload.
    await page.goto("/profile?tab=goals");
    // No answers recorded yet: the summary card says so with real zeros.
    await page.getByText("Questions attempted").waitFor();
    await page.getByText("0%").waitFor();
    await page.getByLabel("Target score (0-100)").fill("101");
    await page.getByRole("button", { name: "Save Goals" }).click();
    await page.getByRole("alert").getByText("Target score is between 0 and 100").waitFor();
    await page.getByLabel("Target score (0-100)").fill("92");
    await page.getByRole("button", { name: "Save Goals" }).click();
    await page.getByText("Goals saved successfully!").waitFor();
    await page.reload();
    expect(await page.getByLabel("Target score (0-100)").inputValue()).toBe("92");
    await page.getByRole("tab", { name: "Billing" }).click();
    await page.getByRole("tabpanel").getByText("Trial Period").waitFor();
    await page.getByRole("tabpanel").getByText("AA Board Prep Yearly").waitFor();

    // Canceling for the end of the period keeps access and says when it ends; it can be taken back.
    await page.goto("/demo-portal");
    await page.getByRole("button", { name: "Cancel at the end of the period (test mode)" }).click();
    await page.getByText("Ends on").waitFor();
    await page.goto("/profile?tab=billing");
    await page.getByRole("tabpanel").getByText("Ends on").waitFor();
    expect(await page.getByRole("tabpanel").getByText("Trial ends").count()).toBe(0);
    await page.goto("/demo-portal");
    await page.getByRole("button", { name: "Keep my subscription (test mode)" }).click();
    await page.getByText("Trial ends").waitFor();

    // Cancel now: the app sends this user to reactivation.
    await page.getByRole("button", { name: "Cancel now (test mode)" }).click();
    await page.getByText("Canceled").waitFor();
    await page.goto("/dashboard");
    await page.waitForURL("**/complete-signup");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    expect(await page.getByRole("button", { name: "Reactivate" }).count()).toBe(2);

    // The free trial is once per customer: coming back means paying from today.
    expect(await page.getByText("3-Day Free Trial").count()).toBe(0);
    await page.locator('[data-plan="monthly"]').getByRole("button", { name: "Reactivate" }).click();
    await page.waitForURL(/\/demo-checkout\?session_id=/);
    await page.getByText("Monthly plan: $79/month, starting today.").waitFor();
    await page.getByRole("button", { name: "Pay and Subscribe (test mode)" }).click();
    await page.waitForURL(/\/success\?session_id=/);
    await page.getByText("Active Subscription").waitFor({ timeout: 10_000 });
    await page.getByText("Next billing").waitFor();
  });
});
