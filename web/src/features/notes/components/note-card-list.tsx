import { Flex } from 'antd';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { NoteView } from '../utils/note-view';

/** Up to this many notes every card is in the page (find-in-page and screen readers see them all). */
const VIRTUAL_FROM = 60;
const GAP = 16;
/** A typical card's height; cards are measured once drawn. */
const ESTIMATED_CARD_HEIGHT = 300;

interface NoteCardListProps {
  views: NoteView[];
  renderCard: (view: NoteView) => ReactNode;
}

/** The notes screen's list. Long lists draw only the cards near the viewport, so a thousand notes open at once. */
export function NoteCardList({ views, renderCard }: NoteCardListProps) {
  if (views.length < VIRTUAL_FROM)
    return (
      <Flex vertical gap={GAP} role="list" aria-label="Notes">
        {views.map((view) => (
          <div role="listitem" key={view.id}>
            {renderCard(view)}
          </div>
        ))}
      </Flex>
    );
  return <VirtualNoteCardList views={views} renderCard={renderCard} />;
}

function VirtualNoteCardList({ views, renderCard }: NoteCardListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts in the page; it moves when the unlock banner above it goes.
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (top !== scrollMargin) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: views.length,
    estimateSize: () => ESTIMATED_CARD_HEIGHT + GAP,
    overscan: 3,
    scrollMargin,
    getItemKey: (index) => views[index]?.id ?? index,
  });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label="Notes"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const view = views[item.index]!;
        return (
          <div
            key={item.key}
            role="listitem"
            aria-setsize={views.length}
            aria-posinset={item.index + 1}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              paddingBottom: GAP,
              transform: `translateY(${item.start - scrollMargin}px)`,
            }}
          >
            {renderCard(view)}
          </div>
        );
      })}
    </div>
  );
}
