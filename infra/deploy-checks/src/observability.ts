import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './repo.js';

/** The optional kustomize component with the PodMonitor, the alerts and the Grafana dashboard. */
export const MONITORING_DIR = join(repoRoot, 'k8s/components/monitoring');

/** The apps that serve /metrics on their port `metrics` (9464), by Deployment name. */
export const METRICS_APPS = ['gateway', 'auth', 'catalog', 'library', 'billing', 'billing-worker'];
export const METRICS_PORT = 9464;

/** Where each alert's runbook lives: a section of docs/operations.md named after the alert. */
export const RUNBOOK_BASE = 'https://github.com/stillframe/stillframe/blob/main/docs/operations.md';

/**
 * Metrics the alerts and the dashboard may name that no Stillframe app exports, with who does.
 * Anything else must be served by a running app (runtime-layout.test.ts).
 */
export const OTHER_EXPORTERS: Record<string, string> = {
  kube_pod_container_status_restarts_total: 'kube-state-metrics',
  up: 'Prometheus itself, one series per scraped target',
};

export interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
export interface RuleGroup {
  name: string;
  rules: AlertRule[];
}

/** The PrometheusRule's groups, as a plain Prometheus rules file holds them (`groups:`). */
export function ruleGroups(): RuleGroup[] {
  const rule = parse(readFileSync(join(MONITORING_DIR, 'prometheus-rule.yaml'), 'utf8')) as {
    spec: { groups: RuleGroup[] };
  };
  return rule.spec.groups;
}

export function readDashboard(): Dashboard {
  return JSON.parse(readFileSync(join(MONITORING_DIR, 'dashboard.json'), 'utf8')) as Dashboard;
}

export interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: { expr: string; refId: string }[];
  panels?: Panel[];
}
export interface Dashboard {
  uid: string;
  panels: Panel[];
  templating: { list: { name: string; type: string; query?: string | { query: string } }[] };
}

/** A PromQL expression and where it is used, to name it in a failure. */
export interface Expression {
  where: string;
  expr: string;
}

export const alertExpressions = (groups: RuleGroup[] = ruleGroups()): Expression[] =>
  groups.flatMap((group) => group.rules.map((rule) => ({ where: `alert ${rule.alert}`, expr: rule.expr })));

/** Every panel, those inside rows included. */
export const panelsOf = (dashboard: Dashboard): Panel[] =>
  dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);

/** Every panel query, and the query variables (Grafana's `label_values(<selector>, <label>)`). */
export function dashboardExpressions(dashboard: Dashboard = readDashboard()): Expression[] {
  const panels = panelsOf(dashboard).flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({
      where: `dashboard panel "${panel.title}" (${target.refId})`,
      expr: target.expr,
    })),
  );
  const variables = dashboard.templating.list.flatMap((variable) => {
    if (variable.type !== 'query' || variable.query === undefined) return [];
    const query = typeof variable.query === 'string' ? variable.query : variable.query.query;
    const labelValues = /^label_values\((.*),\s*\w+\s*\)$/s.exec(query.trim());
    return [{ where: `dashboard variable $${variable.name}`, expr: labelValues ? labelValues[1]! : query }];
  });
  return [...panels, ...variables];
}

const words = (text: string) => text.trim().split(/\s+/);
const AGGREGATIONS = words(`sum min max avg group stddev stdvar count count_values bottomk topk quantile
  limitk limit_ratio`);
const OVER_TIME = words('avg min max sum count quantile stddev stdvar last present mad');
const FUNCTIONS = new Set([
  ...AGGREGATIONS,
  ...OVER_TIME.map((name) => `${name}_over_time`),
  ...words(`abs absent absent_over_time ceil changes clamp clamp_max clamp_min day_of_month day_of_week
    day_of_year days_in_month delta deriv exp floor histogram_avg histogram_count histogram_fraction
    histogram_quantile histogram_stddev histogram_stdvar histogram_sum holt_winters
    double_exponential_smoothing hour idelta increase irate label_join label_replace ln log2 log10 minute
    month predict_linear rate resets round scalar sgn sort sort_desc sort_by_label sort_by_label_desc sqrt
    time timestamp vector year start end acos acosh asin asinh atan atanh cos cosh sin sinh tan tanh deg
    rad pi`),
]);
// The grouping words also stand without their label lists: `group_left` alone, for one.
const KEYWORDS = new Set(
  words('and or unless bool offset atan2 inf nan by without on ignoring group_left group_right'),
);

/**
 * The metric names a PromQL expression (or a Grafana panel's, with `$variables`) reads: what is
 * left once strings, label matchers, ranges, grouping label lists, numbers, functions and keywords
 * are taken out. Throws on a call of something that is not a PromQL function.
 */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, ' ')
    .replace(/\$\{[^}]*\}|\$\w+/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  for (const match of bare.matchAll(
    /0x[0-9a-f]+|\d+(?:\.\d+)?(?:e[+-]?\d+)?[a-z]*|([a-z_:][\w:]*)(\s*\()?/gi,
  )) {
    const [, identifier, call] = match;
    if (!identifier) continue;
    if (call) {
      if (!FUNCTIONS.has(identifier))
        throw new Error(`${identifier}() in "${expr}" is not a PromQL function this check knows`);
      continue;
    }
    if (!FUNCTIONS.has(identifier) && !KEYWORDS.has(identifier.toLowerCase())) names.add(identifier);
  }
  return [...names];
}

/** The metric families of a Prometheus text exposition, by name, with their type (`# TYPE` lines). */
export function exportedFamilies(text: string): Map<string, string> {
  const families = new Map<string, string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) families.set(name!, type!);
  return families;
}

/** Whether a name an expression reads is a family, or a histogram's or summary's series. */
export function isExported(name: string, families: Map<string, string>): boolean {
  if (families.has(name)) return true;
  const series = /^(.+)_(bucket|sum|count)$/.exec(name);
  const type = series ? families.get(series[1]!) : undefined;
  return type === 'histogram' || (type === 'summary' && series?.[2] !== 'bucket');
}

/** One line per metric an expression names that no app exports (and no other exporter listed serves). */
export function unexportedMetrics(expressions: Expression[], families: Map<string, string>): string[] {
  return expressions.flatMap(({ where, expr }) =>
    metricNames(expr)
      .filter((name) => !isExported(name, families) && !(name in OTHER_EXPORTERS))
      .map(
        (name) =>
          `${name}, read by ${where}, is exported by no running app (nor listed in OTHER_EXPORTERS, src/observability.ts)`,
      ),
  );
}

/** Runs promtool (Debian's `prometheus` package); its whole output in the error when it fails. */
export function promtool(args: string[], cwd: string): string {
  try {
    return execFileSync('promtool', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
    if (failure.code === 'ENOENT')
      throw new Error('promtool not found: install Debian’s `prometheus` package (.ci/run does)', {
        cause: error,
      });
    throw new Error(`promtool ${args.join(' ')} failed:\n${failure.stdout ?? ''}${failure.stderr ?? ''}`, {
      cause: error,
    });
  }
}
