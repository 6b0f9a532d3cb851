import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeFetch, type FakeFetch } from '@/testing/fake-fetch';
import { renderWithProviders } from '@/testing/render';
import { NotesToolbar } from './notes-toolbar';

describe('the Export Notes menu from the keyboard', () => {
  let net: FakeFetch;
  beforeEach(() => {
    net = createFakeFetch({ 'GET /api/notes/regular': { body: [] } }).install();
  });

  const tabToExport = async () => {
    renderWithProviders(
      <NotesToolbar sort="newest" onSortChange={() => {}} onBackup={() => {}} onImportFile={() => {}} />,
    );
    const button = screen.getByRole('button', { name: /Export Notes/ });
    for (let presses = 0; presses < 5 && document.activeElement !== button; presses += 1)
      await userEvent.tab();
    expect(button).toHaveFocus();
    return button;
  };

  it.each([['{Enter}'], [' '], ['{ArrowDown}']])('opens with %s and focuses the first item', async (key) => {
    const button = await tabToExport();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(key);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Markdown (.md)' })).toHaveFocus();
  });

  it('moves with the arrows, chooses with Enter and closes with Escape', async () => {
    const button = await tabToExport();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Backup of all notes (.json)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Markdown (.md)' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(net.callsTo('GET /api/notes/regular')).toHaveLength(1));
    expect(await screen.findByText('No notes to export')).toBeInTheDocument();
  });
});
