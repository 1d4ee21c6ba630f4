// "Download my data" and "Delete my account" in the profile, as a student uses them.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { subscribeNewStudent, useBrowser } from "./browser.ts";

const b = useBrowser();

describe("your data in the profile's Security tab", () => {
  it("downloads everything as JSON, then deletes the account after the password is confirmed", async () => {
    const page = b.page;
    const { email } = await subscribeNewStudent(page, b.baseUrl, "Pat Privacy", "privacy");
    await page.goto("/profile?tab=security");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^aa-board-prep-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as Record<string, unknown>;
    expect(JSON.stringify(data)).toContain(email);
    expect(JSON.stringify(data)).not.toMatch(/"password"\s*:\s*"[^"]/);

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Password", { exact: true }).fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByRole("alert").waitFor();
    expect(await page.evaluate(() => location.pathname)).toBe("/profile");

    await dialog.getByLabel("Password", { exact: true }).fill("secret123");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email, password: "secret123" },
      headers: { origin: b.baseUrl, "content-type": "application/json", "cf-connecting-ip": "10.77.0.1" },
    });
    expect(signIn.status()).toBe(401);
  });
});
