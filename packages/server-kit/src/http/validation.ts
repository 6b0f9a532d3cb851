import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { detailsFromZod, ErrorCode, type RouteContract } from '@stillframe/contracts';
import { AppException } from './app-exception.js';

type Part = 'body' | 'query' | 'params';

/** Parses one part of a request against its contract schema; the error names every bad field. */
export function parsePart<S extends z.ZodType>(schema: S, value: unknown, part: Part): z.infer<S> {
  const result = schema.safeParse(part === 'body' && value === undefined ? {} : value);
  if (result.success) return result.data;
  const details = detailsFromZod(result.error, part);
  const first = details[0];
  const message = first ? `${first.field}: ${first.message}` : `Invalid ${part}`;
  throw new AppException(ErrorCode.validationFailed, message, details);
}

const partDecorator = (part: Part) =>
  createParamDecorator((route: RouteContract, context: ExecutionContext) => {
    const schema = route[part];
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!schema) throw new Error(`Route ${route.id} declares no ${part} schema`);
    return parsePart(schema, request[part], part);
  });

/** `@ValidBody(noteRoutes.create)`: the body, parsed by the route's contract schema. */
export const ValidBody = partDecorator('body');
export const ValidQuery = partDecorator('query');
export const ValidParams = partDecorator('params');
