import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  budgetProblems,
  connectionBudget,
  readDocumentedBudget,
  type BudgetRow,
} from '../src/connection-budget.js';
import { renderOverlay, type Resource } from '../src/kubernetes.js';
import { repoRoot } from '../src/repo.js';

const production = renderOverlay('production');
const documented = readDocumentedBudget(readFileSync(join(repoRoot, 'docs', 'deploy.md'), 'utf8'));

/** A copy of the overlay with one Deployment's DATABASE_POOL_SIZE changed (or removed, for undefined). */
function withPoolSize(app: string, value: string | undefined): Resource[] {
  const resources = structuredClone(production);
  const deployment = resources.find((r) => r.kind === 'Deployment' && r.metadata.name === app)!;
  const spec = deployment.spec as {
    template: { spec: { containers: { env: { name: string; value?: string }[] }[] } };
  };
  for (const container of spec.template.spec.containers) {
    container.env = container.env.filter((v) => v.name !== 'DATABASE_POOL_SIZE');
    if (value !== undefined) container.env.push({ name: 'DATABASE_POOL_SIZE', value });
  }
  return resources;
}

describe('the Postgres connection budget of the production overlay', () => {
  it('counts every app that reaches Postgres, each with its own pool size, at the autoscalers’ maxima', () => {
    const budget = connectionBudget(production);
    console.log(
      budget.map((row: BudgetRow) => `${row.app}: ${row.poolSize} × ${row.maxReplicas} = ${row.atMaxima}`),
    );
    expect(budget.map((row) => row.app).sort()).toEqual(['auth', 'billing', 'billing-worker', 'library']);
  });

  it('fits under the documented max_connections, and docs/deploy.md shows the manifests’ numbers', () => {
    expect(budgetProblems(connectionBudget(production), documented)).toEqual([]);
  });
});

describe('the budget check itself', () => {
  it('fails when a pool grows past what the server allows', () => {
    const problems = budgetProblems(connectionBudget(withPoolSize('library', '10')), documented);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("docs/deploy.md's connection budget says"),
        expect.stringMatching(/^the apps may open 112 Postgres connections \(atMaxima\), past the 97/),
      ]),
    );
  });

  it('fails when the table disagrees with the manifests, even within budget', () => {
    expect(budgetProblems(connectionBudget(withPoolSize('auth', '2')), documented)).toEqual([
      expect.stringMatching(/for auth; the manifests give .*"poolSize":2/),
      expect.stringContaining("docs/deploy.md's connection budget totals"),
    ]);
  });

  it('refuses an app that reaches Postgres without a pool size in its manifest', () => {
    expect(() => connectionBudget(withPoolSize('billing-worker', undefined))).toThrow(
      'Deployment/billing-worker reaches Postgres but sets no whole DATABASE_POOL_SIZE value in its env',
    );
  });

  it('refuses a docs page without the table', () => {
    expect(() => readDocumentedBudget('# Deploying\n\n## Backups\n')).toThrow(
      'docs/deploy.md has no "## Connection budget" section',
    );
  });
});
