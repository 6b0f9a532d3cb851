import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SearchForm } from './search-form';
import { fillIn } from '@/testing/user-input';

describe('SearchForm', () => {
  it('puts the cursor in the search box when the screen opens', async () => {
    renderWithProviders(<SearchForm initialQuery="" onSearch={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Search for videos' })).toHaveFocus();
  });

  it('names its clear button, and the button empties the box', async () => {
    renderWithProviders(<SearchForm initialQuery="" onSearch={vi.fn()} />);
    const box = await screen.findByRole('textbox', { name: 'Search for videos' });
    await fillIn(box, 'piano');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
  });
});
