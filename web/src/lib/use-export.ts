import { useState } from 'react';
import { getServerMessage } from '@/lib/api-client';
import { useToast } from '@/lib/toast';

/**
 * An export that reads every page first: which one is running (for the button's spinner), and a
 * destructive toast naming what could not be read when it fails.
 */
export function useExport<Kind extends string>(what: string) {
  const [running, setRunning] = useState<Kind | null>(null);
  const { toast } = useToast();
  const run = async (kind: Kind, task: () => Promise<void>) => {
    setRunning(kind);
    try {
      await task();
    } catch (error) {
      toast({
        title: 'Export failed',
        description: getServerMessage(error, `Your ${what} could not be read. Please try again.`),
        variant: 'destructive',
      });
    } finally {
      setRunning(null);
    }
  };
  return { running, run };
}
