// Keyboard and screen-reader behaviour of the shared pieces: the navigation menus, the tabs, the
// forms' field errors, the interview accordion and the modal dialogs (End Exam?, Delete your account?).
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { subscribeNewStudent, useBrowser } from "./browser.ts";

const b = useBrowser();

/** "role:text" of the focused element (the tag name when it has no role attribute). */
const focused = () =>
  b.page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.getAttribute("role") ?? el.tagName.toLowerCase()}:${el.textContent?.trim() ?? ""}` : "";
  });
const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** The text of the element(s) a control names in aria-describedby. */
async function description(control: Locator) {
  const ids = (await control.getAttribute("aria-describedby"))?.split(" ") ?? [];
  return Promise.all(ids.map((id) => b.page.locator(`[id="${id}"]`).textContent()));
}

describe("navigation menus", () => {
  it("Free Resources: Enter opens it on the first item, arrows, Home/End and typing move, Escape closes it back onto its button", async () => {
    const page = b.page;
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // The menu itself is loaded after the first render; until then a plain button stands in.
    const button = nav.locator("button[aria-haspopup=menu][data-state]", { hasText: "Free Resources" });
    await button.waitFor();

    await button.focus();
    await page.keyboard.press("Enter");
    await nav.getByRole("menu").waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(focused).toBe("menuitem:Free Practice Questions");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focused).toBe("menuitem:Free Flashcards");
    await page.keyboard.press("End");
    await expect.poll(focused).toBe("menuitem:Free Review Cards");
    await page.keyboard.press("Home");
    await expect.poll(focused).toBe("menuitem:Free Practice Questions");
    await page.keyboard.type("free f");
    await expect.poll(focused).toBe("menuitem:Free Flashcards");

    await page.keyboard.press("Escape");
    await nav.getByRole("menu").waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(button)).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    // Enter on an item follows its link and closes the menu.
    await page.keyboard.press("ArrowDown");
    await expect.poll(focused).toBe("menuitem:Free Practice Questions");
    await page.keyboard.press("End");
    await expect.poll(focused).toBe("menuitem:Free Review Cards");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/free-review-cards");
    expect(await nav.getByRole("menu").count()).toBe(0);
  });
});

describe("sign-up form", () => {
  it("marks only the empty name field invalid, described by the pair's message; the password keeps its hint until it has an error", async () => {
    const page = b.page;
    await page.goto("/login?intent=signup");
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    const first = page.getByLabel("First name");
    const last = page.getByLabel("Last name");
    const password = page.getByLabel("Password", { exact: true });
    expect(await description(password)).toEqual(["Password must be at least 6 characters long"]);

    await last.fill("Hopper");
    await page.getByLabel("Email").fill("grace@example.com");
    await password.fill("secret123");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("alert").getByText("First and last name are required").waitFor();
    expect(await first.getAttribute("aria-invalid")).toBe("true");
    expect(await description(first)).toEqual(["First and last name are required"]);
    expect(await last.getAttribute("aria-invalid")).toBeNull();
    // The first invalid field gets focus.
    await expect.poll(() => hasFocus(first)).toBe(true);
    // Fixed as it is typed (after a first submit the fields are checked on change).
    await first.fill("Grace");
    await page.getByRole("alert").waitFor({ state: "detached" });
    expect(await first.getAttribute("aria-invalid")).toBeNull();

    await password.fill("12345");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("alert").getByText("Password must be at least 6 characters long").waitFor();
    expect(await password.getAttribute("aria-invalid")).toBe("true");
    expect(await description(password)).toEqual(["Password must be at least 6 characters long"]);
  });
});

describe("interview accordion", () => {
  it("Up/Down arrows, Home and End move between the questions of a list; Enter opens one", async () => {
    const page = b.page;
    await page.goto("/interview-prep");
    const headers = page.getByRole("region", { name: "School interview questions" }).locator("button[aria-expanded]");
    await headers.first().waitFor();
    const count = await headers.count();

    await headers.first().focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => hasFocus(headers.nth(1))).toBe(true);
    await page.keyboard.press("End");
    await expect.poll(() => hasFocus(headers.nth(count - 1))).toBe(true);
    await page.keyboard.press("Home");
    await expect.poll(() => hasFocus(headers.first())).toBe(true);
    await page.keyboard.press("Enter");
    expect(await headers.first().getAttribute("aria-expanded")).toBe("true");
    const answer = page.locator(`[id="${await headers.first().getAttribute("aria-controls")}"]`);
    expect(await answer.getByText("How to answer").isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await headers.first().getAttribute("aria-expanded")).toBe("false");
  });
});

describe("a subscriber's menus, tabs, forms and dialogs", () => {
  it("user menu, profile tabs by keyboard, field errors, and the Delete your account? dialog", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Kim Keys", "keys");
    await page.goto("/profile");
    const nav = page.getByRole("navigation", { name: "Main" });

    // The user menu: name, Profile Settings, Logout; Escape puts focus back on the name.
    const userButton = nav.locator("button[aria-haspopup=menu][data-state]", { hasText: "Kim Keys" });
    await userButton.click();
    await nav.getByRole("menuitem", { name: "Profile Settings" }).waitFor();
    await nav.getByRole("menuitem", { name: "Logout" }).waitFor();
    await page.keyboard.press("Escape");
    await nav.getByRole("menu").waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(userButton)).toBe(true);

    // Tabs: arrows move and select (wrapping), Home/End go to the ends, Tab goes into the panel.
    const tab = (name: string) => page.getByRole("tab", { name, exact: true });
    await tab("Profile").focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(focused).toBe("tab:Security");
    expect(await tab("Security").getAttribute("aria-selected")).toBe("true");
    await page.waitForURL(/tab=security/);
    await page.keyboard.press("End");
    await expect.poll(focused).toBe("tab:Preferences");
    await page.keyboard.press("ArrowRight");
    await expect.poll(focused).toBe("tab:Profile");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(focused).toBe("tab:Preferences");
    await page.keyboard.press("Home");
    await expect.poll(focused).toBe("tab:Profile");
    for (const t of await page.getByRole("tab").all()) {
      expect(await page.locator(`[id="${await t.getAttribute("aria-controls")}"]`).count()).toBe(1);
    }
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel");

    // Profile: an empty name is refused by the field.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const name = page.getByLabel("Full name");
    await name.fill("  ");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByRole("alert").getByText("Name is required").waitFor();
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    expect(await description(name)).toEqual(["Name is required"]);
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await name.inputValue()).toBe("Kim Keys");
    expect(await page.getByRole("alert").count()).toBe(0);

    // Goals: each field says what is wrong with it.
    await tab("Goals").click();
    const daily = page.getByLabel("Daily study goal (minutes)");
    await daily.fill("4");
    await page.getByLabel("Target score (0-100)").fill("101");
    await page.getByRole("button", { name: "Save Goals" }).click();
    await page.getByText("At least 5 minutes").waitFor();
    expect(await daily.getAttribute("aria-invalid")).toBe("true");
    expect(await description(daily)).toEqual(["At least 5 minutes"]);
    expect(await description(page.getByLabel("Target score (0-100)"))).toEqual(["Target score is between 0 and 100"]);
    await expect.poll(() => hasFocus(daily)).toBe(true);

    // Preferences: the switches and selects are saved together.
    await tab("Preferences").click();
    const analytics = page.getByRole("switch", { name: "Usage analytics" });
    expect(await analytics.getAttribute("aria-checked")).toBe("true");
    await analytics.click();
    await page.getByLabel("Question difficulty").selectOption("hard");
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await page.getByText("Preferences saved!").waitFor();
    await page.reload();
    expect(await page.getByRole("switch", { name: "Usage analytics" }).getAttribute("aria-checked")).toBe("false");
    expect(await page.getByLabel("Question difficulty").inputValue()).toBe("hard");

    // Security: the password change's rules by their fields.
    await tab("Security").click();
    await page.getByLabel("New password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm new password").fill("12346");
    await page.getByRole("button", { name: "Update Password" }).click();
    await page.getByText("Enter your current password").waitFor();
    expect(await description(page.getByLabel("Current password"))).toEqual(["Enter your current password"]);
    expect((await description(page.getByLabel("New password", { exact: true })))[0]).toBe("Password must be at least 6 characters long");
    expect(await description(page.getByLabel("Confirm new password"))).toEqual(["Passwords do not match"]);

    // Delete your account?: focus goes to the password, an empty one is refused by the field, Tab
    // stays inside, Escape closes it back onto its button.
    const deleteButton = page.getByRole("button", { name: "Delete my account" });
    await deleteButton.click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.waitFor();
    const password = dialog.getByLabel("Password", { exact: true });
    await expect.poll(() => hasFocus(password)).toBe(true);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByRole("alert").getByText("Enter your password to confirm.").waitFor();
    expect(await password.getAttribute("aria-invalid")).toBe("true");
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(deleteButton)).toBe(true);
    // Opened again, it starts empty.
    await deleteButton.click();
    expect(await dialog.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    expect(await dialog.getByRole("alert").count()).toBe(0);
    await dialog.getByRole("button", { name: "Keep my account" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(deleteButton)).toBe(true);
  });

  it("End Exam?: focus on Continue Exam, Tab stays inside, shortcuts pause, Escape closes as Continue Exam does", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Eli Ending", "ending");
    await page.goto("/practice-builder");
    await page.getByRole("heading", { name: "Practice Exam Builder" }).waitFor();
    await page.getByLabel("Number of questions").selectOption("25");
    await page.getByRole("button", { name: "Start Exam" }).click();
    await page.waitForURL(/\/practice-exam\?id=/);
    await page.getByText("Question 1 of 25").waitFor();

    const endButton = page.getByRole("button", { name: "End Exam" });
    const dialog = page.getByRole("dialog", { name: "End Exam?" });
    await endButton.click();
    await dialog.waitFor();
    await expect.poll(focused).toBe("button:Continue Exam");
    await page.keyboard.press("Tab");
    await expect.poll(focused).toBe("button:End Exam");
    await page.keyboard.press("Tab");
    await expect.poll(focused).toBe("button:Continue Exam");
    await page.keyboard.press("Shift+Tab");
    await expect.poll(focused).toBe("button:End Exam");
    // A-D, N/P and F do nothing while the question is asked.
    await page.keyboard.press("b");
    await page.keyboard.press("n");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(focused).toBe("button:End Exam");
    await page.getByText("Question 1 of 25 · 0 answered").waitFor();

    await endButton.click();
    await dialog.getByRole("button", { name: "Continue Exam" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(focused).toBe("button:End Exam");
    expect(page.url()).toMatch(/\/practice-exam\?id=/);

    await endButton.click();
    await dialog.getByRole("button", { name: "End Exam" }).click();
    await page.waitForURL("**/practice-builder");
  });
});
