import 'reflect-metadata';
import { allRoutes } from '@stillframe/contracts';
import { contractCoverage } from '@stillframe/server-kit';
import { BillingModule } from '../src/app.module.js';

/** Every contract route of the billing service is served here with the contract's method, path and status. */
it('serves every billing route of the contracts with its method and success status', () => {
  // The module as the app is built from it; its providers are not created, so nothing is connected.
  const module = BillingModule.forRoot({} as never, {} as never, {} as never);
  expect(contractCoverage(module, 'billing', allRoutes)).toEqual({ unserved: [], wrongStatus: [] });
});
