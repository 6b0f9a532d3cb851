import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearLocalPosition,
  MAX_LOCAL_POSITIONS,
  readLocalPosition,
  writeLocalPosition,
} from './local-positions';

describe("a visitor's positions in this browser", () => {
  beforeEach(() => localStorage.clear());

  it('keeps a position and offers it back', () => {
    writeLocalPosition('videoAAAAAA', { seconds: 754, durationSeconds: 1800 });
    expect(readLocalPosition('videoAAAAAA')).toBe(754);
    expect(readLocalPosition('videoBBBBBB')).toBeNull();
  });

  it('does not offer positions near the start or the end, and forgets the video then', () => {
    writeLocalPosition('videoAAAAAA', { seconds: 300, durationSeconds: 600 });
    writeLocalPosition('videoAAAAAA', { seconds: 5, durationSeconds: 600 });
    expect(readLocalPosition('videoAAAAAA')).toBeNull();
    writeLocalPosition('videoAAAAAA', { seconds: 300, durationSeconds: 600 });
    writeLocalPosition('videoAAAAAA', { seconds: 580, durationSeconds: 600 });
    expect(readLocalPosition('videoAAAAAA')).toBeNull();
  });

  it('starts over: clearing forgets the position', () => {
    writeLocalPosition('videoAAAAAA', { seconds: 300, durationSeconds: 600 });
    clearLocalPosition('videoAAAAAA');
    expect(readLocalPosition('videoAAAAAA')).toBeNull();
  });

  it(`keeps only the latest ${MAX_LOCAL_POSITIONS}`, () => {
    for (let index = 0; index <= MAX_LOCAL_POSITIONS; index += 1) {
      writeLocalPosition(`v${index}`, { seconds: 100, durationSeconds: 600 }, localStorage, 1000 + index);
    }
    expect(readLocalPosition('v0')).toBeNull();
    expect(readLocalPosition('v1')).toBe(100);
    expect(readLocalPosition(`v${MAX_LOCAL_POSITIONS}`)).toBe(100);
  });

  it('survives storage written by something else', () => {
    localStorage.setItem('stillframe.playback-positions.v1', '{"videoAAAAAA":{"seconds":"x"},"broken');
    expect(readLocalPosition('videoAAAAAA')).toBeNull();
    localStorage.setItem('stillframe.playback-positions.v1', '{"videoAAAAAA":{"seconds":"x"}}');
    expect(readLocalPosition('videoAAAAAA')).toBeNull();
    writeLocalPosition('videoBBBBBB', { seconds: 300, durationSeconds: 600 });
    expect(readLocalPosition('videoBBBBBB')).toBe(300);
  });
});
