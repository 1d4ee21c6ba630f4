import { describe, expect, it } from "vitest";
import { E2E_OWNER_EMAIL } from "./config.ts";
import { uniqueEmail, useBrowser } from "./browser.ts";

const b = useBrowser();

async function fillSignUp(first: string, last: string, email: string, password: string) {
  const page = b.page;
  await page.getByLabel("First name").fill(first);
  await page.getByLabel("Last name").fill(last);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

describe("accounts", () => {
  it("signs up on /login?intent=signup and ends up signed in (on /pricing, name in the nav)", async () => {
    const page = b.page;
    await page.goto("/login?intent=signup");
    await page.getByRole("heading", { name: "Create your account" }).waitFor();

    await fillSignUp("  ", "Hopper", uniqueEmail(), "secret123");
    await expect(page.getByRole("alert").textContent()).resolves.toBe("First and last name are required");

    await fillSignUp("Grace", "Hopper", uniqueEmail(), "12345");
    await expect(page.getByRole("alert").textContent()).resolves.toBe("Password must be at least 6 characters long");

    await fillSignUp(" Grace ", " Hopper ", uniqueEmail(), "secret123");
    await page.waitForURL("**/pricing");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Grace Hopper" }).waitFor();
    expect(await nav.getByRole("link", { name: "Login" }).count()).toBe(0);

    // Without a subscription the app routes send this user back to pricing.
    await page.goto("/dashboard");
    await page.waitForURL("**/pricing");
  });

  it("signs an owner in from a deep link and returns to the dashboard", async () => {
    const page = b.page;
    const password = "owner-pass-123";
    // The owner may already exist from an earlier test run against the same state; either is fine.
    await page.request.post("/api/auth/sign-up/email", {
      data: { email: E2E_OWNER_EMAIL, password, name: "Olive Owner" },
      headers: { origin: b.baseUrl },
    });
    // Owner rights need a verified address: follow the link from the local mailbox, as the owner would.
    // Confirming an owner address clears the sign-up password (whoever registered it may not be the
    // owner), so the owner then sets one through the reset link mailed with it.
    const mailbox = async () =>
      ((await (await page.request.get("/api/trpc/dev.mailbox")).json()) as { result: { data: { to: string; text: string }[] } }).result.data.filter(
        (m) => m.to === E2E_OWNER_EMAIL,
      );
    const verify = (await mailbox()).map((m) => /http\S+\/api\/auth\/verify-email\S+/.exec(m.text)?.[0]).find(Boolean);
    if (verify) {
      await page.request.get(verify);
      const token = (await mailbox()).map((m) => /\/api\/auth\/reset-password\/([^?\s]+)/.exec(m.text)?.[1]).find(Boolean);
      const reset = await page.request.post("/api/auth/reset-password", {
        data: { token, newPassword: password },
        headers: { origin: b.baseUrl, "content-type": "application/json" },
      });
      expect(reset.ok()).toBe(true);
    }
    // Those requests share the page's cookie jar; start the browser signed out.
    await page.context().clearCookies();

    await page.goto("/dashboard");
    await page.waitForURL(/\/login\?/);
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    await page.getByLabel("Email").fill(E2E_OWNER_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("alert").waitFor();

    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: /^Welcome (back|to AA Board Prep), Olive Owner!$/ }).waitFor();

    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Dashboard", "AI Mode", "Practice", "Review", "Admin"]) {
      expect(await nav.getByRole("link", { name: label, exact: true }).count()).toBe(1);
    }

    await nav.getByRole("button", { name: "Olive Owner" }).click();
    await nav.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await nav.getByRole("link", { name: "Login" }).waitFor();
  });
});

describe("password reset", () => {
  it("requests a link, finds it in the dev mailbox, sets a new password and signs in with it", async () => {
    const page = b.page;
    const email = uniqueEmail("forgot");
    await page.request.post("/api/auth/sign-up/email", {
      data: { email, password: "first-pass-1", name: "Fran Forgot" },
      headers: { origin: b.baseUrl },
    });
    await page.context().clearCookies();

    await page.goto("/login?intent=login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL("**/forgot-password");
    // The URL changes before the new page renders; fill the form only once it is there.
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("status").getByText(/we sent a link to reset the password/).waitFor();

    await page.goto("/dev/mailbox");
    const message = page.locator("li", { hasText: `To ${email}` });
    await message.getByText("Reset your AA Board Prep password").waitFor();
    await message.getByRole("link").first().click();

    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel("New password", { exact: true }).fill("second-pass-2");
    await page.getByLabel("Confirm new password").fill("second-pass-2");
    await page.getByRole("button", { name: "Set New Password" }).click();

    await page.waitForURL(/\/login\?.*reset=done/);
    await page.getByText("Your password was changed. Sign in with the new one.").waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("second-pass-2");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/pricing");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Fran Forgot" }).waitFor();
  });
});
