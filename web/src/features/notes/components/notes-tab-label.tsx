/**
 * This video's readable notes. Locked encrypted notes are not counted: which video each is on is
 * encrypted too, so a count here would promise notes the video may not have (locked-notes-line.tsx).
 */
export function NotesTabLabel({ count }: { count: number }) {
  return <>{`Notes (${count})`}</>;
}
