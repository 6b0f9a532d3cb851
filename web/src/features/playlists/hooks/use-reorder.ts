import { useEffect, useState, type DragEvent, type KeyboardEvent } from 'react';
import { isDropKey, moveTo, targetOf } from '../utils/reorder';

interface ReorderOptions {
  /** The videos in the server's order. */
  ids: readonly string[];
  titleOf: (videoId: string) => string;
  /** Saves a move: the video and its new place from 0. */
  onMove: (videoId: string, position: number) => void;
}

interface Grab {
  videoId: string;
  from: number;
}

/**
 * Reordering by drag and by keyboard over one list: Space or Enter picks a video up, the arrow keys (Home,
 * End) move it, Space or Enter drops it and Escape puts it back; each step is announced for screen readers.
 * The moved order is shown at once and kept until the server's order changes.
 */
export function useReorder({ ids, titleOf, onMove }: ReorderOptions) {
  const [moved, setMoved] = useState<string[] | null>(null);
  const [grab, setGrab] = useState<Grab | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const order = moved ?? [...ids];
  const serverOrder = ids.join(',');

  useEffect(() => {
    // The server's answer after a move (or another tab's change) replaces the local order.
    if (!grab) setMoved(null);
  }, [serverOrder]);

  const place = (index: number) => `position ${index + 1} of ${order.length}`;
  const pickUp = (videoId: string) => {
    const from = order.indexOf(videoId);
    setGrab({ videoId, from });
    setMoved(order);
    setAnnouncement(
      `Picked up ${titleOf(videoId)}, ${place(from)}. Press the up and down arrow keys to move it, Space to drop it, Escape to cancel.`,
    );
  };
  const moveLocally = (videoId: string, index: number) => {
    const next = moveTo(order, videoId, index);
    setMoved(next);
    setAnnouncement(`${titleOf(videoId)} moved to position ${next.indexOf(videoId) + 1} of ${next.length}.`);
  };
  const drop = () => {
    if (!grab) return;
    const index = order.indexOf(grab.videoId);
    setGrab(null);
    setAnnouncement(`${titleOf(grab.videoId)} dropped at ${place(index)}.`);
    if (index !== grab.from) onMove(grab.videoId, index);
  };
  const cancel = () => {
    if (!grab) return;
    setGrab(null);
    setMoved(null);
    setAnnouncement(`Move cancelled. ${titleOf(grab.videoId)} is back at ${place(grab.from)}.`);
  };

  const onHandleKeyDown = (videoId: string, event: KeyboardEvent) => {
    if (grab?.videoId !== videoId) {
      if (!isDropKey(event.key)) return;
      event.preventDefault();
      pickUp(videoId);
      return;
    }
    const target = targetOf(event.key, order.indexOf(videoId), order.length);
    if (target !== null) moveLocally(videoId, target);
    else if (isDropKey(event.key)) drop();
    else if (event.key === 'Escape') cancel();
    else return;
    event.preventDefault();
  };

  const dragHandlers = (videoId: string) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', videoId);
      pickUp(videoId);
    },
    onDragOver: (event: DragEvent) => {
      if (!grab) return;
      event.preventDefault();
      const target = order.indexOf(videoId);
      if (order.indexOf(grab.videoId) !== target) moveLocally(grab.videoId, target);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      drop();
    },
    onDragEnd: () => {
      // Dropped outside the list: put it back.
      if (grab) cancel();
    },
  });

  return { order, grabbed: grab?.videoId ?? null, announcement, onHandleKeyDown, dragHandlers };
}
