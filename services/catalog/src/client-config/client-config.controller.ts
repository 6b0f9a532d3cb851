import { Controller, Get, Inject } from '@nestjs/common';
import { routes, type ClientConfig } from '@stillframe/contracts';
import { CATALOG_CONFIG, type CatalogConfig } from '../config/env.js';

/** Lets one build of the web app run against YouTube or, in demo mode, against the sandbox's player. */
@Controller()
export class ClientConfigController {
  constructor(@Inject(CATALOG_CONFIG) private readonly config: CatalogConfig) {}

  @Get(routes.catalog.clientConfig.path)
  clientConfig(): ClientConfig {
    return {
      player: { scriptUrl: this.config.PLAYER_SCRIPT_URL, host: this.config.PLAYER_HOST },
      demo: this.config.DEMO_MODE,
    };
  }
}
