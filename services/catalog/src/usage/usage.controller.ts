import { Controller, Get } from '@nestjs/common';
import { routes, type YouTubeUsage } from '@stillframe/contracts';
import { AdminId } from '@stillframe/server-kit';
import { UsageService } from './usage.service.js';

const r = routes.admin;

/** Administrators only, checked by the gateway and again here. */
@Controller()
export class UsageController {
  constructor(private readonly usage: UsageService) {}

  @Get(r.youtubeUsage.path)
  youtubeUsage(@AdminId() _adminId: string): Promise<YouTubeUsage> {
    return this.usage.today();
  }
}
