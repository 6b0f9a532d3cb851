/** The password (or the key derived from it) does not open the wrapped note key. */
export class WrongPasswordError extends Error {
  override readonly name = 'WrongPasswordError';
  constructor() {
    super('The password does not match the stored note key');
  }
}
