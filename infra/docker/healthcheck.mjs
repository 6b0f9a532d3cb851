// A container healthcheck without curl: exits 0 when the URL answers 2xx within 3 s.
//   node /usr/local/lib/healthcheck.mjs http://127.0.0.1:4001/health/ready
const url = process.argv[2] ?? 'http://127.0.0.1:8080/health/ready';
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
