import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { NoteGroup } from '../utils/note-groups';
import type { NoteView } from '../utils/note-view';

/** Up to this many rows every row is in the page (find-in-page and screen readers see them all). */
const VIRTUAL_FROM = 120;
/** A typical row's height; rows are measured once drawn. */
const ESTIMATED_ROW_HEIGHT = 40;

export type LibraryRow =
  | { kind: 'group'; group: NoteGroup }
  | { kind: 'note'; view: NoteView; group: NoteGroup };

/** Group headings and, under each open group, its notes: one flat list, so it can be virtualised. */
export function libraryRows(groups: readonly NoteGroup[], collapsed: ReadonlySet<string>): LibraryRow[] {
  const rows: LibraryRow[] = [];
  for (const group of groups) {
    rows.push({ kind: 'group', group });
    if (!collapsed.has(group.key)) for (const view of group.notes) rows.push({ kind: 'note', view, group });
  }
  return rows;
}

const rowKey = (row: LibraryRow) => (row.kind === 'group' ? `group:${row.group.key}` : row.view.id);

interface NotesLibraryProps {
  rows: LibraryRow[];
  renderRow: (row: LibraryRow) => ReactNode;
}

/** The notes screen's list. Long lists draw only the rows near the viewport, so ten thousand notes open at once. */
export function NotesLibrary({ rows, renderRow }: NotesLibraryProps) {
  if (rows.length < VIRTUAL_FROM)
    return (
      <div role="list" aria-label="Notes" className="sf-notes-library">
        {rows.map((row) => (
          <div role="listitem" key={rowKey(row)}>
            {renderRow(row)}
          </div>
        ))}
      </div>
    );
  return <VirtualNotesLibrary rows={rows} renderRow={renderRow} />;
}

function VirtualNotesLibrary({ rows, renderRow }: NotesLibraryProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts in the page; it moves when the banners above it come and go.
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (top !== scrollMargin) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 5,
    scrollMargin,
    getItemKey: (index) => (rows[index] ? rowKey(rows[index]) : index),
  });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label="Notes"
      className="sf-notes-library"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          role="listitem"
          aria-setsize={rows.length}
          aria-posinset={item.index + 1}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start - scrollMargin}px)`,
          }}
        >
          {renderRow(rows[item.index]!)}
        </div>
      ))}
    </div>
  );
}
