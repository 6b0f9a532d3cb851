import { Controller, HttpCode, Post } from '@nestjs/common';
import { routes, type HandlerBody } from '@stillframe/contracts';
import { CallerIdentity, UserId, ValidBody, type Caller } from '@stillframe/server-kit';
import { CheckoutService } from './checkout.service.js';

const r = routes.billing;

@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post(r.createCheckoutSession.path)
  @HttpCode(200)
  start(
    @UserId() userId: string,
    @CallerIdentity() caller: Caller,
    @ValidBody(r.createCheckoutSession) body: HandlerBody<typeof r.createCheckoutSession>,
  ) {
    return this.checkout.start(userId, caller.eml, body.priceId);
  }
}
