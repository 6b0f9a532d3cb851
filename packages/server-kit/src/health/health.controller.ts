import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { internalPaths, type Readiness } from '@stillframe/contracts';

/** Named checks of a service's dependencies; each resolves true when the dependency answers. */
export type ReadinessChecks = Record<string, () => Promise<boolean>>;
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

const withDeadline = (check: () => Promise<boolean>, ms: number): Promise<boolean> =>
  Promise.race([
    check().catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);

/** Runs every check under a deadline: a hanging dependency counts as down. */
export async function runReadinessChecks(checks: ReadinessChecks): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(checks).map(
      async ([name, check]) => [name, (await withDeadline(check, 1500)) ? 'up' : 'down'] as const,
    ),
  );
  const ok = entries.every(([, state]) => state === 'up');
  return { status: ok ? 'ok' : 'down', checks: Object.fromEntries(entries) };
}

@Controller()
export class HealthController {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessChecks) {}

  @Get(internalPaths.live)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get(internalPaths.ready)
  async ready(@Res({ passthrough: true }) res: FastifyReply): Promise<Readiness> {
    const readiness = await runReadinessChecks(this.checks);
    res.status(readiness.status === 'ok' ? 200 : 503);
    return readiness;
  }
}
