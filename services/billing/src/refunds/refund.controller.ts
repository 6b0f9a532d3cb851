import { Controller, HttpCode, Post } from '@nestjs/common';
import { routes, type HandlerParams } from '@stillframe/contracts';
import { AdminId, ValidParams } from '@stillframe/server-kit';
import { RefundService } from './refund.service.js';

const r = routes.billing;

/** The gateway lets only administrators reach this route; AdminId checks again. */
@Controller()
export class RefundController {
  constructor(private readonly refunds: RefundService) {}

  @Post(r.refund.path)
  @HttpCode(200)
  refund(@AdminId() _admin: string, @ValidParams(r.refund) params: HandlerParams<typeof r.refund>) {
    return this.refunds.refund(params.id);
  }
}
