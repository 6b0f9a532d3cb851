import { useEffect, useState } from 'react';
import { Timing } from '@/config/constants';

interface LoadState {
  isPending: boolean;
  /** Failed attempts so far (TanStack Query's `failureCount`). */
  failureCount: number;
}

/** True while a load that has already failed once is being retried and 2 s have passed since it began. */
export function useStillTrying({ isPending, failureCount }: LoadState): boolean {
  const [longEnough, setLongEnough] = useState(false);
  useEffect(() => {
    if (!isPending) return;
    const timer = window.setTimeout(() => setLongEnough(true), Timing.stillTryingMs);
    return () => {
      window.clearTimeout(timer);
      setLongEnough(false);
    };
  }, [isPending]);
  return isPending && longEnough && failureCount > 0;
}

/** "Still trying…" under a loading screen, so a retried failure does not look like a hang. */
export function StillTrying(load: LoadState) {
  const show = useStillTrying(load);
  return (
    <div role="status" aria-live="polite" style={{ textAlign: 'center', margin: '12px 0' }}>
      {show ? <span className="sf-secondary">Still trying…</span> : null}
    </div>
  );
}
