import userEvent from '@testing-library/user-event';

/**
 * Puts `text` into a field as pasting it does: a click, then one input event. Typing fires four events
 * a character and re-renders the form at each, which was a third of some files' time; keep
 * `userEvent.type` where the keys themselves are the subject (shortcuts, per-key behaviour).
 */
export async function fillIn(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}
