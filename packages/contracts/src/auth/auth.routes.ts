import { defineRoute } from '../http/route.js';
import { SuccessSchema } from '../common/enums.js';
import {
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  EncryptionSaltSchema,
  LoginRequestSchema,
  PreferencesRequestSchema,
  RegisterRequestSchema,
  UserEnvelopeSchema,
  WrappedKeySchema,
} from './user.schema.js';

const tag = 'Auth';

export const authRoutes = {
  currentUser: defineRoute({
    id: 'auth.currentUser', method: 'GET', path: '/api/auth/user', service: 'auth', access: 'user', tag,
    response: UserEnvelopeSchema, summary: 'The signed-in user; 401 when signed out',
  }),
  login: defineRoute({
    id: 'auth.login', method: 'POST', path: '/api/auth/login', service: 'auth', access: 'public', tag,
    rateLimit: 'credentials', body: LoginRequestSchema, response: UserEnvelopeSchema,
    summary: 'Sign in; sets a new session cookie. Also used to verify the password before encrypting or decrypting.',
  }),
  register: defineRoute({
    id: 'auth.register', method: 'POST', path: '/api/auth/register', service: 'auth', access: 'public', tag,
    rateLimit: 'credentials', body: RegisterRequestSchema, response: UserEnvelopeSchema, successStatus: 201,
    summary: 'Create an account and sign in',
  }),
  logout: defineRoute({
    id: 'auth.logout', method: 'POST', path: '/api/auth/logout', service: 'auth', access: 'public', tag,
    response: SuccessSchema, summary: 'End the session and clear the cookie',
  }),
  encryptionSalt: defineRoute({
    id: 'auth.encryptionSalt', method: 'GET', path: '/api/auth/encryption-salt', service: 'auth', access: 'user', tag,
    response: EncryptionSaltSchema, summary: 'Salt, KDF parameters and wrapped note key of the signed-in user',
  }),
  setEncryptionKey: defineRoute({
    id: 'auth.setEncryptionKey', method: 'POST', path: '/api/auth/encryption-key', service: 'auth', access: 'user', tag,
    body: WrappedKeySchema, response: EncryptionSaltSchema,
    summary: 'Store the wrapped note key once; 409 when one is already stored',
  }),
  changePassword: defineRoute({
    id: 'auth.changePassword', method: 'POST', path: '/api/auth/change-password', service: 'auth', access: 'user', tag,
    rateLimit: 'credentials', body: ChangePasswordRequestSchema, response: SuccessSchema,
    summary: 'Change the password; every other session of the user ends',
  }),
  deleteAccount: defineRoute({
    id: 'auth.deleteAccount', method: 'DELETE', path: '/api/auth/delete-account', service: 'auth', access: 'user', tag,
    rateLimit: 'credentials', body: DeleteAccountRequestSchema, response: SuccessSchema,
    summary: 'Delete the account and, through durable jobs, its data in every service',
  }),
  preferences: defineRoute({
    id: 'auth.preferences', method: 'POST', path: '/api/auth/preferences', service: 'auth', access: 'user', tag,
    body: PreferencesRequestSchema, response: UserEnvelopeSchema, summary: 'Change one default preference',
  }),
};
