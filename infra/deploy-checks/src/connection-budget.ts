import type { Resource } from './kubernetes.js';

/** Postgres keeps these for superusers (its default `superuser_reserved_connections`): apps never get them. */
export const SUPERUSER_RESERVED_CONNECTIONS = 3;

/** What one app may hold of the Postgres connections: its pool times its pods. */
export interface BudgetRow {
  app: string;
  poolSize: number;
  maxReplicas: number;
  atMaxima: number;
  /** A rolling update starts new pods before old ones stop (maxSurge), each with a full pool. */
  duringRollout: number;
}

/** The table of docs/deploy.md "Connection budget", as written. */
export interface DocumentedBudget {
  rows: BudgetRow[];
  total: { atMaxima: number; duringRollout: number };
  maxConnections: number;
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: unknown;
}
interface DeploymentSpec {
  replicas?: number;
  strategy?: { rollingUpdate?: { maxSurge?: number | string } };
  template: { spec: { containers: { env?: EnvVar[] }[] } };
}

const envOf = (deployment: Resource): EnvVar[] =>
  (deployment.spec as unknown as DeploymentSpec).template.spec.containers.flatMap((c) => c.env ?? []);

/** Kubernetes rounds a percentage of surge pods up; its default is 25 %. */
function surgePods(deployment: Resource, replicas: number): number {
  const surge = (deployment.spec as unknown as DeploymentSpec).strategy?.rollingUpdate?.maxSurge ?? '25%';
  if (typeof surge === 'number') return surge;
  return Math.ceil((replicas * Number(surge.replace('%', ''))) / 100);
}

/**
 * The budget of every Deployment that reaches Postgres (it sets DATABASE_URL), from rendered
 * manifests: pods at the HorizontalPodAutoscaler's maxReplicas, or the Deployment's replicas when no
 * autoscaler scales it. An app without a literal DATABASE_POOL_SIZE is an error: its pool would be
 * the code's default, which the manifests do not show.
 */
export function connectionBudget(resources: Resource[]): BudgetRow[] {
  const autoscaled = new Map<string, number>();
  for (const hpa of resources.filter((r) => r.kind === 'HorizontalPodAutoscaler')) {
    const spec = hpa.spec as { scaleTargetRef: { kind: string; name: string }; maxReplicas: number };
    if (spec.scaleTargetRef.kind === 'Deployment') autoscaled.set(spec.scaleTargetRef.name, spec.maxReplicas);
  }
  const rows: BudgetRow[] = [];
  for (const deployment of resources.filter((r) => r.kind === 'Deployment')) {
    const env = envOf(deployment);
    if (!env.some((v) => v.name === 'DATABASE_URL')) continue;
    const app = deployment.metadata.name;
    const setting = env.find((v) => v.name === 'DATABASE_POOL_SIZE')?.value;
    const poolSize = Number(setting);
    if (setting === undefined || !Number.isInteger(poolSize) || poolSize < 1) {
      throw new Error(
        `Deployment/${app} reaches Postgres but sets no whole DATABASE_POOL_SIZE value in its env`,
      );
    }
    const maxReplicas = autoscaled.get(app) ?? (deployment.spec as unknown as DeploymentSpec).replicas ?? 1;
    rows.push({
      app,
      poolSize,
      maxReplicas,
      atMaxima: poolSize * maxReplicas,
      duringRollout: poolSize * (maxReplicas + surgePods(deployment, maxReplicas)),
    });
  }
  return rows;
}

const cellsOf = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.replace(/[*`]/g, '').trim());

/** Reads the table under "## Connection budget" in docs/deploy.md; throws naming what it lacks. */
export function readDocumentedBudget(markdown: string): DocumentedBudget {
  const start = markdown.indexOf('\n## Connection budget\n');
  if (start < 0) throw new Error('docs/deploy.md has no "## Connection budget" section');
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  const rows: BudgetRow[] = [];
  let total: DocumentedBudget['total'] | undefined;
  let maxConnections: number | undefined;
  for (const cells of lines.slice(2).map(cellsOf)) {
    const [app, poolSize, maxReplicas, atMaxima, duringRollout] = cells;
    if (app === 'total') total = { atMaxima: Number(atMaxima), duringRollout: Number(duringRollout) };
    else if (app?.startsWith('max_connections')) maxConnections = Number(atMaxima);
    else
      rows.push({
        app: app ?? '',
        poolSize: Number(poolSize),
        maxReplicas: Number(maxReplicas),
        atMaxima: Number(atMaxima),
        duringRollout: Number(duringRollout),
      });
  }
  if (!total) throw new Error('the "Connection budget" table has no "total" row');
  if (maxConnections === undefined || !Number.isInteger(maxConnections))
    throw new Error('the "Connection budget" table has no "max_connections" row with a number');
  return { rows, total, maxConnections };
}

/** Where the manifests and the documented budget disagree, or the apps could exhaust the server. */
export function budgetProblems(computed: BudgetRow[], documented: DocumentedBudget): string[] {
  const problems: string[] = [];
  const byApp = new Map(documented.rows.map((row) => [row.app, row]));
  for (const row of computed) {
    const written = byApp.get(row.app);
    if (!written) problems.push(`docs/deploy.md's connection budget has no row for ${row.app}`);
    else if (JSON.stringify(written) !== JSON.stringify(row))
      problems.push(
        `docs/deploy.md's connection budget says ${JSON.stringify(written)} for ${row.app}; the manifests give ${JSON.stringify(row)}`,
      );
    byApp.delete(row.app);
  }
  for (const app of byApp.keys())
    problems.push(
      `docs/deploy.md's connection budget lists ${app}, which no Deployment reaching Postgres is`,
    );
  const sum = (key: 'atMaxima' | 'duringRollout') => computed.reduce((n, row) => n + row[key], 0);
  const total = { atMaxima: sum('atMaxima'), duringRollout: sum('duringRollout') };
  if (JSON.stringify(total) !== JSON.stringify(documented.total))
    problems.push(
      `docs/deploy.md's connection budget totals ${JSON.stringify(documented.total)}; the manifests give ${JSON.stringify(total)}`,
    );
  const usable = documented.maxConnections - SUPERUSER_RESERVED_CONNECTIONS;
  for (const key of ['atMaxima', 'duringRollout'] as const) {
    if (total[key] > usable)
      problems.push(
        `the apps may open ${total[key]} Postgres connections (${key}), past the ${usable} that max_connections ` +
          `${documented.maxConnections} leaves after ${SUPERUSER_RESERVED_CONNECTIONS} reserved for superusers`,
      );
  }
  return problems;
}
