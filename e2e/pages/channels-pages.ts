import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** The real-shaped subscription exports the web's parser tests read, shared with the browser journeys. */
export const importSample = (name: string): string =>
  fileURLToPath(new URL(`../../web/src/features/favorites/utils/import/fixtures/${name}`, import.meta.url));

/** The favourites screen's import and export, in the product's words. */
export class FavoritesTransfer {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/favorites');
    await expect(this.page.getByRole('heading', { name: 'Your Favorite Channels' })).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Import channels' })).toBeEnabled();
  }

  /** Chooses the file through the browser's file chooser, as a person does. */
  async choose(sample: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: 'Import channels' }).click();
    await (await chooser).setFiles(importSample(sample));
  }

  preview() {
    return this.page.getByRole('region', { name: /^Import from / });
  }

  async download(label: 'Export OPML' | 'Export CSV'): Promise<{ name: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: label }).click();
    const file = await download;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}
