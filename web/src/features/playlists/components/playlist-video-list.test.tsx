import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Video } from '@stillframe/contracts';
import { renderWithProviders } from '@/testing/render';
import { PlaylistVideoList } from './playlist-video-list';

const ids = ['aaaaaaaaaaa', 'bbbbbbbbbbb', 'ccccccccccc', 'ddddddddddd'];
const video = (id: string, title: string) =>
  ({ id, snippet: { title, channelTitle: 'A channel', thumbnails: {} } }) as unknown as Video;
const details = new Map(ids.map((id, index) => [id, video(id, `Video ${'ABCD'[index]}`)]));

function renderList(videoIds = ids) {
  const onMove = vi.fn();
  const onRemove = vi.fn();
  const view = renderWithProviders(
    <PlaylistVideoList
      playlistId="watch-later"
      videoIds={videoIds}
      details={details}
      onMove={onMove}
      onRemove={onRemove}
    />,
  );
  return { onMove, onRemove, view };
}
const handle = (title: string) => screen.getByRole('button', { name: new RegExp(`^Move ${title},`) });
const titles = () => screen.getAllByTestId('playlist-video').map((row) => row.textContent);
const announcement = () => screen.getByTestId('reorder-announcement').textContent;
const press = (element: HTMLElement, key: string) => fireEvent.keyDown(element, { key });

describe('reordering a playlist by keyboard', () => {
  it('picks a video up with Space, moves it with the arrows, drops it with Space and saves the new place', () => {
    const { onMove } = renderList();
    const b = handle('Video B');
    b.focus();
    press(b, ' ');
    expect(announcement()).toMatch(/Picked up Video B, position 2 of 4/);
    press(b, 'ArrowDown');
    expect(announcement()).toBe('Video B moved to position 3 of 4.');
    press(b, 'ArrowDown');
    expect(titles()).toEqual([
      expect.stringContaining('Video A'),
      expect.stringContaining('Video C'),
      expect.stringContaining('Video D'),
      expect.stringContaining('Video B'),
    ]);
    // The handle keeps the focus as its row moves, so the next key still moves the same video.
    expect(document.activeElement).toBe(handle('Video B'));
    press(handle('Video B'), ' ');
    expect(announcement()).toBe('Video B dropped at position 4 of 4.');
    expect(onMove).toHaveBeenCalledWith('bbbbbbbbbbb', 3);
  });

  it('goes to either end with Home and End, and stops at the ends', () => {
    const { onMove } = renderList();
    const c = handle('Video C');
    press(c, 'Enter');
    press(c, 'Home');
    press(c, 'ArrowUp');
    expect(announcement()).toBe('Video C moved to position 1 of 4.');
    press(c, 'Enter');
    expect(onMove).toHaveBeenCalledWith('ccccccccccc', 0);
  });

  it('puts the video back with Escape, saving nothing', () => {
    const { onMove } = renderList();
    const a = handle('Video A');
    press(a, ' ');
    press(a, 'End');
    press(a, 'Escape');
    expect(announcement()).toBe('Move cancelled. Video A is back at position 1 of 4.');
    expect(titles()[0]).toContain('Video A');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('saves nothing when a video is dropped where it was, and ignores other keys', () => {
    const { onMove } = renderList();
    const d = handle('Video D');
    press(d, 'ArrowUp');
    expect(announcement()).toBe('');
    press(d, ' ');
    press(d, 'x');
    press(d, ' ');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('offers removing each video by name', () => {
    const { onRemove } = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Video C from this playlist' }));
    expect(onRemove).toHaveBeenCalledWith('ccccccccccc');
  });
});
