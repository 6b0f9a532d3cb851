import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './repo.js';

export interface ComposeService {
  image?: string;
  ports?: Array<string | { host_ip?: string; published?: string | number }>;
  environment?: Record<string, string | null>;
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }>;
  command?: string[];
  profiles?: string[];
}
export interface ComposeProject {
  services: Record<string, ComposeService>;
}

/**
 * `docker-compose config` as a person with nothing set would get it: no variables from this shell,
 * and the given .env contents (none by default). Only the services the .env's COMPOSE_PROFILES enable,
 * as `docker compose up` runs them: docker-compose 1.x's `config` prints every service.
 */
export function composeConfig(dotEnv = ''): ComposeProject {
  const folder = mkdtempSync(join(tmpdir(), 'stillframe-compose-'));
  const envFile = join(folder, '.env');
  writeFileSync(envFile, dotEnv);
  const text = execFileSync(
    'docker-compose',
    [
      '--project-directory',
      repoRoot,
      '-f',
      join(repoRoot, 'docker-compose.yml'),
      '--env-file',
      envFile,
      'config',
    ],
    {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const project = parse(text) as ComposeProject;
  const active = new Set(profilesIn(dotEnv));
  const enabled = ([, service]: [string, ComposeService]) =>
    !service.profiles?.length || service.profiles.some((profile) => active.has(profile));
  return { ...project, services: Object.fromEntries(Object.entries(project.services).filter(enabled)) };
}

/** The profiles a .env's (last) COMPOSE_PROFILES line enables, comma-separated as compose reads it. */
export function profilesIn(dotEnv: string): string[] {
  const value = [...dotEnv.matchAll(/^COMPOSE_PROFILES=(.*)$/gm)].at(-1)?.[1] ?? '';
  return value
    .replace(/^(['"])(.*)\1$/, '$2')
    .split(',')
    .map((profile) => profile.trim())
    .filter(Boolean);
}
