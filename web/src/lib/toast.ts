import type { ReactNode } from 'react';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** 'destructive' for every error toast (docs/product.md). */
  variant?: 'default' | 'destructive' | 'success';
}

export type ToastCommand = { kind: 'show'; options: ToastOptions } | { kind: 'dismiss' };

// Toasts are drawn by antd's notifications, loaded with the first toast (toast-host.tsx): until then a
// request waits here, so no toast is lost and the first page carries none of that code.
const pending: ToastCommand[] = [];
const listeners = new Set<() => void>();

function send(command: ToastCommand) {
  pending.push(command);
  for (const listener of listeners) listener();
}

/** The toast requests not yet shown, oldest first; they are taken, so each is shown once. */
export const takeToastCommands = (): ToastCommand[] => pending.splice(0);

export const hasPendingToastCommands = (): boolean => pending.length > 0;

/** Calls `listener` after every new request; returns the unsubscribe function. */
export function onToastCommand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const api = {
  toast: (options: ToastOptions) => send({ kind: 'show', options }),
  dismiss: () => send({ kind: 'dismiss' }),
};

/** At most one toast on screen (docs/product.md); a new one replaces the last. */
export function useToast() {
  return api;
}
