import { fileURLToPath } from 'node:url';
import { freePort } from '@stillframe/server-kit/ports';
import { startBuiltProcess } from './auth-process.js';

const ENTRY = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export interface GatewayProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The built gateway in a process of its own, started from its bundle `dist/main.js` as in production
 * (for what happens before the app is built, such as tracing); `env` names the services and any setting.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const started = await startBuiltProcess('the gateway', ENTRY, { PORT: String(port), ...env });
  return { ...started, url: `http://127.0.0.1:${port}` };
}
