import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser.ts";

const b = useBrowser();

describe("/diagnostic", () => {
  it("runs both checks against the seeded app and reports it healthy", async () => {
    const page = b.page;
    await page.goto("/diagnostic");
    await page.getByRole("heading", { level: 1, name: "System Diagnostics" }).waitFor();
    await expect(page.getByTestId("overall-status").textContent()).resolves.toContain("Run a check");

    await page.getByRole("button", { name: "Run All" }).click();
    await page.getByTestId("overall-status").getByText("Healthy").waitFor({ timeout: 20_000 });

    const database = page.getByTestId("check-database");
    await database.getByText(/published practice questions are available/).waitFor();
    // A visitor sees that the schema is current, not its migration names, and no model is called.
    await database.getByText("The database schema is up to date.").waitFor();
    expect(await database.getByText(/\.sql/).count()).toBe(0);
    const ai = page.getByTestId("check-ai");
    await ai.getByText("AI provider: the built-in offline tutor.").waitFor();
    await ai.getByText(/The test answer runs only for administrators/).waitFor();
    expect(await page.getByRole("heading", { name: "Recommended actions" }).count()).toBe(0);
  });

  it("clears this site's browser storage and reloads", async () => {
    const page = b.page;
    await page.goto("/diagnostic");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.evaluate(() => {
      localStorage.setItem("diag-probe", "1");
      sessionStorage.setItem("probe", "1");
    });
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Clear Cache & Reload" }).click()]);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const left = await page.evaluate(() => [localStorage.getItem("diag-probe"), sessionStorage.getItem("probe")]);
    expect(left).toEqual([null, null]);
  });

  it("goes back home", async () => {
    const page = b.page;
    await page.goto("/diagnostic");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });
});
