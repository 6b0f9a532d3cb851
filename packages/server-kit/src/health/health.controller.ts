import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { internalPaths, type Readiness } from '@stillframe/contracts';

/** Named checks of a service's dependencies; each resolves true when the dependency answers. */
export type ReadinessChecks = Record<string, () => Promise<boolean>>;
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

const withDeadline = (check: () => Promise<boolean>, ms: number): Promise<boolean> =>
  Promise.race([
    check().catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);

@Controller()
export class HealthController {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessChecks) {}

  @Get(internalPaths.live)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get(internalPaths.ready)
  async ready(@Res({ passthrough: true }) res: Response): Promise<Readiness> {
    const entries = await Promise.all(
      Object.entries(this.checks).map(
        async ([name, check]) => [name, (await withDeadline(check, 1500)) ? 'up' : 'down'] as const,
      ),
    );
    const checks = Object.fromEntries(entries);
    const ok = entries.every(([, state]) => state === 'up');
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'down', checks };
  }
}
