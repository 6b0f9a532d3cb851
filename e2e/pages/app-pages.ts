import { expect, type Page } from '@playwright/test';

/** Page objects in the product's own words (docs/product.md): the tests read like the screens they drive. */
export class AuthScreen {
  constructor(private readonly page: Page) {}

  async createAccount(email: string, password: string): Promise<void> {
    await this.page.goto('/auth');
    await this.page.getByRole('tab', { name: 'Create Account' }).click();
    const panel = this.page.getByRole('tabpanel');
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(password);
    await panel.getByLabel(/Confirm password/i).fill(password);
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expect(this.page).toHaveURL(/\/$/);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.goto('/auth');
    const panel = this.page.getByRole('tabpanel');
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(password);
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await expect(this.page).toHaveURL(/\/$/);
  }
}

export class SandboxCheckout {
  constructor(private readonly page: Page) {}

  async pay(cardNumber: string): Promise<void> {
    await this.page.getByLabel('Card number').fill(cardNumber);
    await this.page.getByLabel(/Expiry date/).fill('12 / 34');
    await this.page.getByLabel('CVC').fill('123');
    await this.page.getByRole('button', { name: 'Subscribe' }).click();
  }
}

export async function subscribe(page: Page, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Focused YouTube Experience' })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade Now' }).click();
  await page.waitForURL(/\/checkout\//);
  await new SandboxCheckout(page).pay(cardNumber);
}

/**
 * Subscribes with the test card and waits for the app to confirm it: until then (the webhook can trail
 * the redirect on a busy machine) the Pro screens still say Subscription Required.
 */
export async function becomePro(page: Page): Promise<void> {
  await subscribe(page);
  await expect(page.getByRole('heading', { name: 'Welcome to Stillframe Pro!' })).toBeVisible({
    timeout: 30_000,
  });
}

/** Take Note on the watch screen; with a password the note is encrypted (asked for once per page load). */
export async function takeNote(page: Page, text: string, encryptWithPassword?: string): Promise<void> {
  await page.getByRole('button', { name: /Take Note/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Take a Note' });
  await dialog.getByRole('textbox').fill(text);
  if (encryptWithPassword) {
    await dialog.getByRole('switch').click();
    const prompt = page.getByRole('dialog').filter({ hasText: 'Enable Encryption' });
    await prompt.getByLabel('Password').fill(encryptWithPassword);
    await prompt.getByLabel('Password').press('Enter');
    await expect(prompt).toBeHidden();
  }
  await dialog.getByRole('button', { name: /Save/ }).click();
  await expect(dialog).toBeHidden();
}

/** Searches (Pro) and opens the first result's watch screen; answers its video id. */
export async function watchFirstResult(page: Page, query: string): Promise<string> {
  await page.goto('/search');
  await page.getByPlaceholder('Search for videos...').fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.locator('a[href^="/watch/"]').first().click();
  await expect(page).toHaveURL(/\/watch\/[A-Za-z0-9_-]{11}/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
