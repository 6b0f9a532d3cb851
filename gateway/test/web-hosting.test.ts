import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import request from 'supertest';
import { chooseFile } from '../src/web/precompressed.js';
import { serveWebApp } from '../src/web/static-web.js';

const script = 'console.log("Stillframe");'.repeat(50);
const html = '<!doctype html><title>Stillframe</title>';
const webDist = mkdtempSync(join(tmpdir(), 'stillframe-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), html);
writeFileSync(join(webDist, 'index.html.gz'), gzipSync(html));
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), script);
writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
writeFileSync(join(webDist, 'assets', 'plain-def456.css'), 'body{margin:0}');

const app = Fastify();
serveWebApp(app, webDist);
const http = request(app.server);
beforeAll(() => app.ready());
afterAll(() => app.close());

/** superagent decodes gzip and brotli itself: Content-Length tells which bytes were on the wire. */
const get = (path: string, acceptEncoding?: string) => {
  const call = http.get(path).buffer(true);
  return acceptEncoding === undefined ? call : call.set('Accept-Encoding', acceptEncoding);
};

describe('the web app is served precompressed', () => {
  it('sends brotli when accepted, with the type of the asset, Vary and the long cache', async () => {
    const answer = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd').expect(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-length']).toBe(String(brotliCompressSync(script).length));
    expect(answer.text).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file as it is to one that accepts neither', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-length']).toBe(String(gzipSync(script).length));
    expect(gzip.text).toBe(script);

    const plain = await get('/assets/index-abc123.js', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(plain.headers['content-length']).toBe(String(script.length));
    expect(plain.text).toBe(script);
  });

  it('keeps index.html uncached on every client route, compressed when it can be', async () => {
    const route = await get('/watch/abcdefghijk', 'gzip, br').expect(200);
    expect(route.headers['content-encoding']).toBe('gzip');
    expect(route.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(route.headers['cache-control']).toBe('no-cache');
    const direct = await http.get('/index.html').expect(200);
    expect(direct.headers['cache-control']).toBe('no-cache');
  });

  it('serves files without a compressed copy as they are, and unknown assets as 404', async () => {
    const css = await get('/assets/plain-def456.css', 'br, gzip').expect(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['vary']).toBeUndefined();
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    await http.get('/assets/missing-000000.js').expect(404);
    const icon = await http.get('/favicon.svg').expect(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
  });
});

describe('chooseFile', () => {
  const all = () => true;
  it.each([
    ['br', 'a.js.br', 'br'],
    ['gzip, br', 'a.js.br', 'br'],
    ['br;q=0.5, gzip', 'a.js.gz', 'gzip'],
    ['br;q=0, gzip;q=0', 'a.js', undefined],
    ['*', 'a.js.br', 'br'],
    ['*;q=0, gzip', 'a.js.gz', 'gzip'],
    ['', 'a.js', undefined],
    [undefined, 'a.js', undefined],
  ])('Accept-Encoding %p sends %s', (acceptEncoding, file, encoding) => {
    expect(chooseFile('a.js', acceptEncoding, all)).toEqual({
      file,
      encoding,
      contentType: 'text/javascript; charset=utf-8',
      varies: true,
    });
  });

  it('offers only the copies that exist', () => {
    expect(chooseFile('a.css', 'br, gzip', (file) => file === 'a.css.gz')).toMatchObject({
      file: 'a.css.gz',
      encoding: 'gzip',
    });
    expect(chooseFile('a.css', 'br, gzip', () => false)).toEqual({
      file: 'a.css',
      contentType: 'text/css; charset=utf-8',
      varies: false,
    });
  });
});
