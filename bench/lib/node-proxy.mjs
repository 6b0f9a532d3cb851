// The least a Node.js reverse proxy does, for the hot-path benchmark's reference row: node:http in,
// node:http with a keep-alive agent out, the answer read whole and written in one go. No checks.
//   UPSTREAM=127.0.0.1:4002 PORT=9000 node bench/lib/node-proxy.mjs
import { Agent, createServer, request } from 'node:http';

const [host, port] = process.env.UPSTREAM.split(':');
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const server = createServer((req, res) => {
  const upstream = request(
    { host, port, path: req.url, method: req.method, headers: req.headers, agent },
    (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        res.writeHead(answer.statusCode, {
          'content-type': answer.headers['content-type'],
          'content-length': body.length,
        });
        res.end(body);
      });
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
