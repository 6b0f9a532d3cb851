import { randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) in base64url: 43 characters, unguessable. */
export const newShareToken = (): string => randomBytes(32).toString('base64url');
