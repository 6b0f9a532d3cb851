import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Timing } from '@/config/constants';
import { renderWithProviders } from '@/testing/render';
import { useToast } from './toast';
import { useToastSwipe } from './toast-swipe';

function ToastOnDemand() {
  useToastSwipe();
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Saved', variant: 'success' })}>
      Show toast
    </button>
  );
}

const swipe = (element: Element, dx: number) => {
  fireEvent.pointerDown(element, { pointerId: 1, clientX: 100 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + dx });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 100 + dx });
};

describe('toasts', () => {
  it('go away when swiped right past 50 px, and stay after a shorter swipe', async () => {
    renderWithProviders(<ToastOnDemand />);
    fireEvent.click(screen.getByRole('button', { name: 'Show toast' }));
    const title = await screen.findByText('Saved');

    swipe(title, 40);
    expect(screen.getByText('Saved')).toBeInTheDocument();

    swipe(title, 80);
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });

  it('open below the header, so they cover none of its controls', async () => {
    renderWithProviders(<ToastOnDemand />);
    fireEvent.click(screen.getByRole('button', { name: 'Show toast' }));
    await screen.findByText('Saved');
    const container = document.querySelector<HTMLElement>('.ant-notification-topRight');
    expect(container?.style.getPropertyValue('--notification-top')).toBe(`${Timing.toastTopPx}px`);
    expect(Timing.toastTopPx).toBeGreaterThan(64);
  });
});
