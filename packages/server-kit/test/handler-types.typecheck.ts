/**
 * Type-level test, compiled by `npm run typecheck` (no Jest run): a handler typed from its route follows the
 * contract, so a contract change fails typecheck where a handler or the service it calls disagrees. Each
 * `@ts-expect-error` fails the typecheck if the line below it ever compiles.
 */
import { z } from 'zod';
import {
  defineRoute,
  routes,
  type HandlerBody,
  type HandlerParams,
  type HandlerQuery,
  type RouteBody,
  type RouteQuery,
} from '@stillframe/contracts';
import { ValidBody, ValidParams } from '../src/index.js';

const noteRoute = defineRoute({
  id: 'test.note',
  method: 'PUT',
  path: '/api/test/:id',
  service: 'library',
  access: 'user',
  tag: 'Test',
  summary: 'test route',
  params: z.object({ id: z.string() }),
  body: z.object({ title: z.string(), timestamp: z.coerce.number().default(0) }),
  response: z.object({ ok: z.boolean() }),
});

/** The same route after a contract change: `title` became a number. */
const changedNoteRoute = defineRoute({ ...noteRoute, body: z.object({ title: z.number() }) });

const service = {
  save(id: string, note: { title: string; timestamp: number }): boolean {
    return id.length > 0 && note.title.length >= note.timestamp;
  },
};

export class NoteController {
  save(
    @ValidParams(noteRoute) params: HandlerParams<typeof noteRoute>,
    @ValidBody(noteRoute) body: HandlerBody<typeof noteRoute>,
  ) {
    return service.save(params.id, body);
  }

  saveAfterContractChange(
    @ValidParams(changedNoteRoute) params: HandlerParams<typeof changedNoteRoute>,
    @ValidBody(changedNoteRoute) body: HandlerBody<typeof changedNoteRoute>,
  ) {
    // @ts-expect-error the contract now says `title: number`, the service still wants a string
    return service.save(params.id, body);
  }
}

// A handler receives what the schema produced (defaults applied); a client may leave defaulted fields out.
const parsed: HandlerBody<typeof noteRoute> = { title: 't', timestamp: 1 };
// @ts-expect-error a parsed body always carries its defaulted `timestamp`
const parsedWithoutDefault: HandlerBody<typeof noteRoute> = { title: 't' };
const sent: RouteBody<typeof noteRoute> = { title: 't' };

// The real route table: ids are strings, list queries parse `limit` to a number.
const noteId: HandlerParams<typeof routes.notes.update>['id'] = 'id';
// @ts-expect-error a note id is a string, not a number
const numericNoteId: HandlerParams<typeof routes.notes.update>['id'] = 1;
const limit: HandlerQuery<typeof routes.notes.list>['limit'] = 10;
const clientQuery: RouteQuery<typeof routes.notes.list> = {};

export const values = [parsed, parsedWithoutDefault, sent, noteId, numericNoteId, limit, clientQuery];
