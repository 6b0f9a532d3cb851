import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** The real-shaped playlist exports the web's parser tests read, shared with the browser journeys. */
export const playlistSample = (name: string): string =>
  fileURLToPath(new URL(`../../web/src/features/playlists/utils/import/fixtures/${name}`, import.meta.url));

/** The Playlists screen and one playlist, in the product's words. */
export class PlaylistsScreen {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/playlists');
    await expect(this.page.getByRole('heading', { name: 'Playlists', level: 1 })).toBeVisible();
  }

  async create(name: string): Promise<void> {
    await this.page.getByLabel('New playlist').fill(name);
    await this.page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(this.list().getByRole('link', { name })).toBeVisible();
  }

  /** The list of playlists (antd's List carries the label on its container). */
  list() {
    return this.page.getByLabel('Your playlists');
  }

  /** Chooses files through the browser's file chooser, as a person does. */
  async choose(...files: string[]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: 'Import playlists' }).click();
    await (await chooser).setFiles(files);
  }

  preview() {
    return this.page.getByRole('region', { name: /^Import from / });
  }
}

/** One playlist's videos, top to bottom. */
export const videoRows = (page: Page) => page.getByTestId('playlist-video');

/** The watch page's links of the rows, in order: each carries its video id. */
export async function rowVideoIds(page: Page): Promise<string[]> {
  const hrefs = await videoRows(page)
    .locator('a[href^="/watch/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.split('/watch/')[1]?.split('?')[0] ?? '');
}
