import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { NoteKeyProvider } from '@/lib/encryption/note-key-provider';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { useToastHotkey } from '@/lib/toast-hotkey';
import { useToastSwipe } from '@/lib/toast-swipe';
import { createAppQueryClient } from './query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  useToastHotkey();
  useToastSwipe();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <NoteKeyProvider>{children}</NoteKeyProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
