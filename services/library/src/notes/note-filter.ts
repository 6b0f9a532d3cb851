/** Which notes a list call answers. */
export type NoteFilter =
  | { kind: 'all' }
  | { kind: 'regular' }
  | { kind: 'encrypted' }
  /** The video id of an encrypted note is ciphertext, so every encrypted note goes along for the client to filter. */
  | { kind: 'video'; videoId: string };
