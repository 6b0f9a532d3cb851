import { NotesScreen } from '@/features/notes/components/notes-screen';
import { GatedRoute } from '../guards/gated-route';

export function NotesRoute() {
  return (
    <GatedRoute>
      <NotesScreen />
    </GatedRoute>
  );
}
