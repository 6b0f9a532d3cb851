import { describe, expect, it } from 'vitest';
import { shortcutFor } from '../utils/shortcuts';

describe('the original-title shortcut', () => {
  it('is O on the watch page, never while typing', () => {
    const press = (key: string, target: EventTarget | null = document.body) =>
      shortcutFor({ key, ctrlKey: false, metaKey: false, altKey: false, target });
    expect(press('o')).toBe('originalTitle');
    const input = document.createElement('input');
    document.body.append(input);
    expect(press('o', input)).toBeNull();
    input.remove();
  });
});
