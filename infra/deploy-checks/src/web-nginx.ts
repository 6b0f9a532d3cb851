import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo.js';

const WEB_CONFIG = join(repoRoot, 'infra/docker/web');

/**
 * The web image's nginx configuration, rendered as the nginx image renders its templates (envsubst
 * of the given variables), with this machine's paths and port in place of the image's.
 */
export function renderWebConfig(folder: string, port: number, webDist: string, env: Record<string, string>) {
  let site = readFileSync(join(WEB_CONFIG, 'default.conf.template'), 'utf8');
  for (const [name, value] of Object.entries(env)) site = site.replaceAll(`\${${name}}`, value);
  site = site
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
