import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './responses.js';

export type ControlBody = Record<string, unknown>;
/** Each action gets the parsed JSON body; the answer is the snapshot taken after it ran. */
export type ControlActions = Record<string, (body: ControlBody) => void>;

/**
 * Serves `POST {prefix}/{action}` with a JSON body (`GET` works for read-only actions),
 * so a launcher or an e2e test in another process can steer a sandbox.
 */
export async function handleControlRequest(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  prefix: string,
  snapshot: () => unknown,
  actions: ControlActions,
): Promise<boolean> {
  if (!path.startsWith(`${prefix}/`)) return false;
  const name = path.slice(prefix.length + 1);
  const action = actions[name];
  if (!action) {
    sendJson(res, 404, { error: `unknown control action '${name}'`, actions: Object.keys(actions) });
    return true;
  }
  let body: ControlBody;
  try {
    body = req.method === 'POST' ? await readJsonBody(req) : {};
  } catch {
    sendJson(res, 400, { error: 'control body must be a JSON object' });
    return true;
  }
  try {
    action(body);
  } catch (err) {
    sendJson(res, 400, { error: String(err) });
    return true;
  }
  sendJson(res, 200, snapshot());
  return true;
}

async function readJsonBody(req: IncomingMessage): Promise<ControlBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('not an object');
  return parsed as ControlBody;
}

export function numberField(body: ControlBody, name: string, fallback: number): number {
  const value = body[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function booleanField(body: ControlBody, name: string, fallback: boolean): boolean {
  const value = body[name];
  return typeof value === 'boolean' ? value : fallback;
}
