import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingToastCommands, onToastCommand } from './toast';

const ToastOutlet = lazy(() => import('./toast-outlet').then((m) => ({ default: m.ToastOutlet })));

/** Renders nothing until the first toast is asked for, then loads the outlet that shows it. */
export function ToastHost() {
  const [wanted, setWanted] = useState(hasPendingToastCommands);
  useEffect(() => {
    if (hasPendingToastCommands()) setWanted(true);
    return onToastCommand(() => setWanted(true));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
