import { z } from 'zod';
import { defineRoute } from '../http/route.js';
import { PageQuerySchema, SuccessSchema } from '../common/enums.js';
import { IdParamSchema } from '../common/ids.js';
import { UserEnvelopeSchema } from '../auth/user.schema.js';
import { YouTubeUsageSchema } from './youtube-usage.schema.js';

export * from './youtube-usage.schema.js';

const tag = 'Admin';

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const adminRoutes = {
  listUsers: defineRoute({
    id: 'admin.listUsers',
    method: 'GET',
    path: '/api/admin/users',
    service: 'auth',
    access: 'admin',
    tag,
    query: PageQuerySchema,
    response: z.array(AdminUserSchema),
    summary: 'All users, oldest first; with `limit`, the next cursor is in the `x-next-cursor` header',
  }),
  deleteUser: defineRoute({
    id: 'admin.deleteUser',
    example: { params: { id: '6f1c1e0a-0000-4000-8000-000000000001' } },
    method: 'DELETE',
    path: '/api/admin/users/:id',
    service: 'auth',
    access: 'admin',
    tag,
    params: IdParamSchema,
    response: SuccessSchema,
    summary: 'Delete another user (never oneself); signs them out at once',
  }),
  promoteUser: defineRoute({
    id: 'admin.promoteUser',
    example: { params: { id: '6f1c1e0a-0000-4000-8000-000000000001' } },
    method: 'POST',
    path: '/api/admin/promote-user/:id',
    service: 'auth',
    access: 'admin',
    tag,
    params: IdParamSchema,
    response: UserEnvelopeSchema,
    summary: 'Make a non-admin an administrator',
  }),
  youtubeUsage: defineRoute({
    id: 'admin.youtubeUsage',
    method: 'GET',
    path: '/api/admin/youtube-usage',
    service: 'catalog',
    access: 'admin',
    tag,
    response: YouTubeUsageSchema,
    summary: "Today's YouTube quota: units and calls per bucket, rate, anonymous share, top accounts",
    description:
      "From the catalog's ledger (all replicas). Top accounts carry user ids only: the web joins emails from " +
      "`GET /api/admin/users`. The same figures are on the catalog's metrics port (docs/observability.md).",
  }),
};
