import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { NoteKeyProvider } from '@/lib/encryption/note-key-provider';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { createAppQueryClient } from './query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <NoteKeyProvider>{children}</NoteKeyProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
