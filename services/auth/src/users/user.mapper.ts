import {
  SearchDurationSchema,
  SearchOrderSchema,
  ViewModeSchema,
  type AdminUser,
  type SearchDefaults,
  type User as UserView,
} from '@stillframe/contracts';
import type { User } from '../generated/prisma/client.js';

/** The user as the API shows it: never the password hash, salt or wrapped key. */
export function toUserView(user: User): UserView {
  return {
    id: user.id,
    email: user.email,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
    defaultSearchOrder: SearchOrderSchema.catch('date').parse(user.defaultSearchOrder),
    defaultSearchDuration: SearchDurationSchema.catch('medium').parse(user.defaultSearchDuration),
    defaultViewMode: ViewModeSchema.catch('thumbnail').parse(user.defaultViewMode),
  };
}

export function toAdminUserView(user: Pick<User, 'id' | 'email' | 'isAdmin' | 'createdAt'>): AdminUser {
  return { id: user.id, email: user.email, isAdmin: user.isAdmin, createdAt: user.createdAt.toISOString() };
}

export const searchDefaultsOf = (user: UserView): SearchDefaults => ({
  order: user.defaultSearchOrder,
  duration: user.defaultSearchDuration,
});
