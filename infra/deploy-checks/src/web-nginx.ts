import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo.js';

const WEB_CONFIG = join(repoRoot, 'infra/docker/web');

/**
 * The web image's nginx configuration, rendered as the nginx image renders its templates (envsubst
 * of the given variables), with this machine's paths and port in place of the image's, and the
 * gateway's address looked up again after `resolveEverySeconds` (a test need not wait the image's 10 s).
 */
export function renderWebConfig(
  folder: string,
  port: number,
  webDist: string,
  env: Record<string, string>,
  resolveEverySeconds = 1,
) {
  let site = readFileSync(join(WEB_CONFIG, 'default.conf.template'), 'utf8');
  for (const [name, value] of Object.entries(env)) site = site.replaceAll(`\${${name}}`, value);
  const left = /\$\{(\w+)\}/.exec(site);
  if (left) throw new Error(`web template: \${${left[1]}} is not given (the image's ENV or the environment)`);
  site = site
    .replace(/ valid=\d+s/, ` valid=${resolveEverySeconds}s`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${webDist};`)
    .replaceAll('/etc/nginx/snippets/security-headers.conf', join(folder, 'security-headers.conf'));
  for (const path of ['conf.d', 'temp']) mkdirSync(join(folder, path), { recursive: true });
  writeFileSync(join(folder, 'conf.d', 'default.conf'), site);
  writeFileSync(
    join(folder, 'security-headers.conf'),
    readFileSync(join(WEB_CONFIG, 'security-headers.conf')),
  );
  const temp = join(folder, 'temp');
  writeFileSync(
    join(folder, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(folder, 'nginx.pid')};`,
      `error_log ${join(folder, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(temp, kind)};`,
      ),
      `  include ${join(folder, 'conf.d')}/*.conf;`,
      '}',
    ].join('\n'),
  );
  chmodSync(folder, 0o777);
  chmodSync(temp, 0o777);
}

/** nginx from that folder, as `nobody` when root (as the image's unprivileged nginx runs). */
export function startNginx(folder: string): ChildProcess {
  const nginx = ['nginx', '-e', join(folder, 'error.log'), '-c', join(folder, 'nginx.conf')];
  const asNobody =
    process.getuid?.() === 0 ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', '--'] : [];
  const [program, ...args] = [...asNobody, ...nginx];
  return spawn(program!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * A DNS server on loopback answering A queries for the names it is given (the cluster DNS, for
 * nginx's resolver); other names are unknown, other types of a known name have no answer.
 */
export async function startNameServer(answers: Map<string, string>) {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    // The question: labels from byte 12 up to a zero length, then its type and class.
    let at = 12;
    const labels: string[] = [];
    while (at < query.length && query[at]! > 0) {
      labels.push(query.toString('latin1', at + 1, at + 1 + query[at]!));
      at += 1 + query[at]!;
    }
    const questionEnd = at + 5;
    const type = query.readUInt16BE(at + 1);
    const address = answers.get(labels.join('.').toLowerCase());
    const answer =
      address && type === 1
        ? Buffer.concat([
            // A pointer to the question's name, type A, class IN, a TTL of 1 s, 4 bytes of address.
            Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 1, 0, 4]),
            Buffer.from(address.split('.').map(Number)),
          ])
        : Buffer.alloc(0);
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    // A response to a recursive query; NXDOMAIN for an unknown name.
    header.writeUInt16BE(0x8180 | (address ? 0 : 3), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answer.length ? 1 : 0, 6);
    socket.send(Buffer.concat([header, query.subarray(12, questionEnd), answer]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    answers,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
