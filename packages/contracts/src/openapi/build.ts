import { z } from 'zod';
import { allRoutes } from '../routes.js';
import { ErrorBodySchema } from '../http/errors.js';
import { healthRoute } from '../common/health.js';
import type { RouteContract } from '../http/route.js';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const openApiPath = (path: string): string => path.replace(/:([A-Za-z]+)/g, '{$1}');

function parameters(route: RouteContract): JsonSchema[] {
  const result: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      result.push({
        name,
        in: location,
        required: location === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return result;
}

const errorResponse = {
  description: 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
};

function operation(
  route: Pick<
    RouteContract,
    'id' | 'summary' | 'description' | 'tag' | 'access' | 'response' | 'successStatus'
  > &
    Partial<RouteContract>,
): JsonSchema {
  const op: JsonSchema = {
    operationId: route.id,
    summary: route.summary,
    description: [route.description, `Access: ${route.access}.`].filter(Boolean).join(' '),
    tags: [route.tag],
    parameters: parameters(route as RouteContract),
    responses: {
      [String(route.successStatus ?? 200)]: {
        description: 'Success',
        content: { 'application/json': { schema: toSchema(route.response, 'output') } },
      },
      default: errorResponse,
    },
  };
  if (route.body)
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: toSchema(route.body, 'input') } },
    };
  if (route.access !== 'public' && route.access !== 'webhook') op.security = [{ session: [] }];
  return op;
}

/** The OpenAPI 3.1 document of the public API, generated from the contracts alone. */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of [...allRoutes, healthRoute]) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Stillframe API',
      version: '1.0.0',
      description: 'Distraction-free video viewer. Every error answers the ErrorBody shape.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorBody: toSchema(ErrorBodySchema, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'stillframe_session' } },
    },
  };
}
