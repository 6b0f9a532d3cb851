import { SharedNotesScreen } from '@/features/notes/components/shared-notes-screen';

/** Public: whoever holds a share link reads it, signed in or not. */
export function SharedNotesRoute() {
  return <SharedNotesScreen />;
}
