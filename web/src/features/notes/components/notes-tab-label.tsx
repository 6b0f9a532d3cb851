import { LockOutlined } from '@ant-design/icons';

/**
 * Locked notes count too: their video is encrypted, so until they are unlocked they may belong here.
 * Marked, so the count does not promise notes the list cannot show yet.
 */
export function NotesTabLabel({ readable, locked }: { readable: number; locked: number }) {
  return (
    <>
      {`Notes (${readable + locked})`}
      {locked > 0 ? (
        <span style={{ marginLeft: 6 }}>
          <LockOutlined aria-hidden /> {locked} locked
        </span>
      ) : null}
    </>
  );
}
