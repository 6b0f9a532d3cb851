import { App } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Timing } from '@/config/constants';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  /** 'destructive' for every error toast (docs/product.md). */
  variant?: 'default' | 'destructive' | 'success';
}

/** Toasts through antd notifications; the App provider keeps at most one on screen (docs/product.md). */
export function useToast() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      toast({ title, description, variant = 'default' }: ToastOptions) {
        const open =
          variant === 'destructive'
            ? notification.error
            : variant === 'success'
              ? notification.success
              : notification.info;
        open({
          title,
          description,
          duration: Timing.toastDurationSeconds,
          role: variant === 'destructive' ? 'alert' : 'status',
        });
      },
      dismiss: () => notification.destroy(),
    }),
    [notification],
  );
}
