import { Button, Flex, Typography } from 'antd';
import { formatNoteDate } from '@/lib/format/dates';
import { formatPlaybackTime } from '@/lib/format/duration';
import type { PlayerHandle } from '@/lib/player/player-handle';
import type { NoteView } from '../utils/note-view';

/** This video's notes; clicking a time moves the player there. */
export function VideoNoteList({ views, player }: { views: NoteView[]; player: PlayerHandle }) {
  if (views.length === 0) {
    return (
      <Typography.Paragraph type="secondary">
        No notes for this video yet. Press Take Note to add one.
      </Typography.Paragraph>
    );
  }
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {views.map((view) => {
        const time = formatPlaybackTime(view.timestamp ?? 0);
        return (
          <li key={view.id} style={{ padding: '12px 0', borderBottom: '1px solid rgba(127,127,127,0.2)' }}>
            <Flex gap={12} align="start">
              <Button
                size="small"
                aria-label={`Jump to ${time}`}
                onClick={() => player.seekTo(view.timestamp ?? 0)}
              >
                {time}
              </Button>
              <div style={{ flex: 1, minWidth: 0 }}>
                <div className="sf-pre-wrap">{view.text}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatNoteDate(view.createdAt)}
                  {view.isEncrypted ? ' · Encrypted' : ''}
                </Typography.Text>
              </div>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
