import { Controller, Get } from '@nestjs/common';
import { z } from 'zod';
import { defineRoute, EntitlementSchema, internalPaths, type HandlerParams } from '@stillframe/contracts';
import { ValidParams } from '@stillframe/server-kit';
import { EntitlementService } from './entitlement.service.js';

/** Not a public route: only the gateway calls it (with its own signed, anonymous identity). */
const entitlementRoute = defineRoute({
  id: 'internal.entitlement',
  method: 'GET',
  path: internalPaths.entitlement,
  service: 'billing',
  access: 'public',
  tag: 'Internal',
  params: z.object({ userId: z.string().min(1, 'userId is required').max(100) }),
  response: EntitlementSchema,
  summary: "A user's entitlement, read by the gateway for gated routes",
});

@Controller()
export class EntitlementController {
  constructor(private readonly entitlements: EntitlementService) {}

  @Get(entitlementRoute.path)
  entitlement(@ValidParams(entitlementRoute) params: HandlerParams<typeof entitlementRoute>) {
    return this.entitlements.forUser(params.userId);
  }
}
