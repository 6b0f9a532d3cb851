import { Controller, Get } from '@nestjs/common';
import { routes } from '@stillframe/contracts';
import { PlansService } from './plans.service.js';

@Controller()
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Get(routes.billing.plans.path)
  list() {
    return this.plans.list();
  }
}
