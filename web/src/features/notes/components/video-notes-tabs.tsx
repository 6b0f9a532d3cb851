import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { PlayerHandle } from '@/lib/player/player-handle';
import { useVideoNoteViews, type VideoNoteViews } from '../hooks/use-video-note-views';
import type { NoteTarget } from '../utils/note-target';
import { NotesTabLabel } from './notes-tab-label';
import { VideoNotesPanel } from './video-notes-panel';

/** The tabs for one video, reading its notes themselves. */
export function VideoNotesTabs({ target, description }: { target: NoteTarget; description: ReactNode }) {
  const notes = useVideoNoteViews(target.videoId);
  return <VideoNotesTabsView notes={notes} player={target.player} description={description} />;
}

/** Watch screen tabs on narrow screens: 'Description' and 'Notes (count)'. */
export function VideoNotesTabsView({
  notes,
  player,
  description,
}: {
  notes: VideoNoteViews;
  player: PlayerHandle;
  description: ReactNode;
}) {
  return (
    <Tabs
      defaultActiveKey="description"
      items={[
        { key: 'description', label: 'Description', children: description },
        {
          key: 'notes',
          label: <NotesTabLabel count={notes.mine.length} />,
          children: <VideoNotesPanel notes={notes} player={player} />,
        },
      ]}
    />
  );
}
