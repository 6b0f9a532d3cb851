import { afterEach, describe, expect, it } from 'vitest';
import { isTypingTarget } from '@/lib/typing-target';
import { shortcutFor } from './shortcuts';

const press = (key: string, target: EventTarget | null = document.body, modifiers = {}) =>
  shortcutFor({ key, ctrlKey: false, metaKey: false, altKey: false, target, ...modifiers });

describe('watch shortcuts', () => {
  afterEach(() => document.body.replaceChildren());

  it('maps the keys to their actions', () => {
    expect(press('n')).toBe('noteAndPause');
    expect(press('N')).toBe('noteKeepPlaying');
    expect(press('k')).toBe('togglePlay');
    expect(press('j')).toBe('back');
    expect(press('l')).toBe('forward');
    expect(press('?')).toBe('help');
    expect(press('w')).toBe('watchLater');
    expect(press('x')).toBeNull();
    expect(press('Enter')).toBeNull();
  });

  it('never fires while typing in an input, a textarea, a select or editable text', () => {
    document.body.innerHTML =
      '<input id="i"><textarea id="t"></textarea><select id="s"></select><div contenteditable="true"><span id="c">x</span></div>';
    for (const id of ['i', 't', 's', 'c']) {
      const target = document.getElementById(id);
      expect(isTypingTarget(target)).toBe(true);
      expect(press('n', target)).toBeNull();
      expect(press('?', target)).toBeNull();
    }
  });

  it('fires on buttons and links, which take no text', () => {
    document.body.innerHTML = '<button id="b">Play</button><a id="a" href="#">x</a>';
    expect(press('n', document.getElementById('b'))).toBe('noteAndPause');
    expect(press('k', document.getElementById('a'))).toBe('togglePlay');
  });

  it('leaves browser and system shortcuts alone', () => {
    expect(press('n', document.body, { ctrlKey: true })).toBeNull();
    expect(press('l', document.body, { metaKey: true })).toBeNull();
    expect(press('k', document.body, { altKey: true })).toBeNull();
    expect(press('n', document.body, { defaultPrevented: true })).toBeNull();
  });
});
