import { Controller, Get, Header } from '@nestjs/common';
import { routes } from '@stillframe/contracts';
import { QuotesService } from './quotes.service.js';

@Controller()
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Get(routes.catalog.randomQuote.path)
  @Header('cache-control', 'no-store')
  random() {
    return this.quotes.random();
  }
}
