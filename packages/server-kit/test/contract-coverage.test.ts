import 'reflect-metadata';
import { Controller, Delete, Get, HttpCode, Module, Post } from '@nestjs/common';
import { z } from 'zod';
import { defineRoute } from '@stillframe/contracts';
import { contractCoverage, servedRoutes } from '../src/contract-coverage/contract-coverage.js';

const route = (id: string, method: 'GET' | 'POST' | 'DELETE', path: string, successStatus?: number) =>
  defineRoute({
    id,
    method,
    path,
    service: 'library',
    access: 'user',
    response: z.object({}),
    summary: id,
    tag: 'Test',
    ...(successStatus ? { successStatus } : {}),
  });

@Controller('api/things')
class ThingsController {
  @Get()
  list() {}

  @Post()
  add() {}

  @Post('tidy')
  @HttpCode(200)
  tidy() {}
}

@Controller()
class OtherController {
  @Delete('/api/things/:id')
  remove() {}
}

@Module({ controllers: [OtherController] })
class OtherModule {}

@Module({})
class RootModule {}
const dynamicRoot = { module: RootModule, controllers: [ThingsController], imports: [OtherModule] };

describe('contract coverage', () => {
  it("reads every handler of a module and its imports, with Nest's status", () => {
    expect(
      servedRoutes(dynamicRoot).map(({ method, path, status }) => `${method} ${path} ${status}`),
    ).toEqual([
      'GET /api/things 200',
      'POST /api/things 201',
      'POST /api/things/tidy 200',
      'DELETE /api/things/:id 200',
    ]);
  });

  it('names a contract route that no handler serves, and one served with another status', () => {
    const routes = [
      route('things.list', 'GET', '/api/things'),
      route('things.add', 'POST', '/api/things', 201),
      route('things.tidy', 'POST', '/api/things/tidy', 204),
      route('things.remove', 'DELETE', '/api/things/:id'),
      route('things.get', 'GET', '/api/things/:id'),
    ];
    expect(contractCoverage(dynamicRoot, 'library', routes)).toEqual({
      unserved: ['things.get: GET /api/things/:id'],
      wrongStatus: ['things.tidy: ThingsController.tidy answers 200, the contract 204'],
    });
    // Another service's routes are not this one's to serve.
    expect(contractCoverage(dynamicRoot, 'auth', routes)).toEqual({ unserved: [], wrongStatus: [] });
  });
});
