import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { routes } from '@stillframe/contracts';
import type { RequestWithRawBody } from '@stillframe/server-kit';
import { WebhookService } from './webhook.service.js';

@Controller()
export class WebhookController {
  constructor(private readonly webhooks: WebhookService) {}

  /** The JSON parser keeps the exact bytes in `rawBody`: the signature covers those, not a re-serialisation. */
  @Post(routes.billing.webhook.path)
  @HttpCode(200)
  receive(@Req() req: RequestWithRawBody) {
    const signature = req.headers['stripe-signature'];
    return this.webhooks.receive(req.rawBody, typeof signature === 'string' ? signature : undefined);
  }
}
