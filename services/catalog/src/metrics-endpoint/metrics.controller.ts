import { Controller, Get, Header } from '@nestjs/common';
import { MetricsService } from './metrics.service.js';

/** Scraped by Prometheus inside the cluster; the gateway has no route to it. */
@Controller()
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get('/metrics')
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('cache-control', 'no-store')
  render(): Promise<string> {
    return this.metrics.render();
  }
}
