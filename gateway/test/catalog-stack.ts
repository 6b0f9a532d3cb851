import { startYouTubeSandbox, type YouTubeSandbox } from '@stillframe/sandbox';
import { startServiceProcess } from './auth-process.js';
import { roleAgents, startGatewayTestApp, type Agent, type GatewayTestApp } from './gateway-test-app.js';

export interface CatalogStack {
  /** The YouTube sandbox, whose ledger counts every unit the catalog spends. */
  youtube: YouTubeSandbox;
  t: GatewayTestApp;
  /** A signed-in Pro user. */
  subscriber: Agent;
  close(): Promise<void>;
}

/**
 * The real gateway in front of the real catalog (a process on the YouTube sandbox, with quota to
 * spare) and the real library: what an import across services needs.
 */
export async function startCatalogStack(name: string): Promise<CatalogStack> {
  const youtube = await startYouTubeSandbox({
    quota: { model: 'granular', dailySearches: 10_000, dailyUnits: 1e6 },
  });
  const catalog = await startServiceProcess('catalog', {
    YOUTUBE_API_KEY: 'sandbox-key',
    YOUTUBE_API_BASE_URL: `${youtube.url}/youtube/v3`,
  });
  const t = await startGatewayTestApp({ CATALOG_URL: catalog.url }, { realLibrary: true });
  const { subscriber } = await roleAgents(t, name);
  return {
    youtube,
    t,
    subscriber,
    close: async () => {
      await t.close();
      await catalog.stop();
      await youtube.close();
    },
  };
}
