import 'reflect-metadata';
import { allRoutes } from '@stillframe/contracts';
import { contractCoverage } from '@stillframe/server-kit';
import { AuthModule } from '../src/app.module.js';

/** Every contract route of the auth service is served here with the contract's method, path and status. */
it('serves every auth route of the contracts with its method and success status', () => {
  // The module as the app is built from it; its providers are not created, so nothing is connected.
  const module = AuthModule.forRoot({} as never, {} as never, {} as never);
  expect(contractCoverage(module, 'auth', allRoutes)).toEqual({ unserved: [], wrongStatus: [] });
});
