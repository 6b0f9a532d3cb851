import type { ServerResponse } from 'node:http';

export type HeaderBag = Record<string, string | number>;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: HeaderBag = {}): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, text: string, headers: HeaderBag = {}): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=UTF-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/**
 * Images are SVG even behind `.jpg` paths: browsers trust the content type over the
 * extension, and the sandbox cannot reach the real CDNs. CORS/CORP headers mirror the
 * CDNs so pages with strict embedder policies can still show them.
 */
export function sendSvg(res: ServerResponse, svg: string): void {
  res.writeHead(200, {
    'content-type': 'image/svg+xml',
    'content-length': Buffer.byteLength(svg),
    'cache-control': 'public, max-age=86400',
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
  });
  res.end(svg);
}
