import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { renderOverlay, OVERLAYS, type Resource } from '../src/kubernetes.js';
import {
  alertExpressions,
  dashboardExpressions,
  exportedFamilies,
  isExported,
  metricNames,
  METRICS_APPS,
  METRICS_PORT,
  MONITORING_DIR,
  panelsOf,
  promtool,
  readDashboard,
  ruleGroups,
  RUNBOOK_BASE,
  unexportedMetrics,
} from '../src/observability.js';
import { repoRoot } from '../src/repo.js';

// The running apps' side of these checks (each app's /metrics, and every metric named here exported by
// one of them) is in runtime-layout.test.ts, where the apps run.

const ALERTS = [
  'StillframeQuotaBucketNearlySpent',
  'StillframeHighErrorRatio',
  'StillframeSlowRequests',
  'StillframeWebhookDeadLetter',
  'StillframeWebhookLag',
  'StillframePostgresDown',
  'StillframeRedisDown',
  'StillframePodRestarting',
];

describe('the alerts', () => {
  const groups = ruleGroups();
  const rules = groups.flatMap((group) => group.rules);
  let dir: string;

  beforeAll(() => {
    // promtool reads a plain rules file: the PrometheusRule's spec is one.
    dir = mkdtempSync(join(tmpdir(), 'stillframe-rules-'));
    writeFileSync(join(dir, 'stillframe.rules.yaml'), stringify({ groups }));
    copyFileSync(join(MONITORING_DIR, 'alerts.test.yaml'), join(dir, 'alerts.test.yaml'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('pass `promtool check rules`', () => {
    const output = promtool(['check', 'rules', 'stillframe.rules.yaml'], dir);
    console.log(output);
    expect(output).toContain(`SUCCESS: ${ALERTS.length} rules found`);
  });

  it('pass their unit tests (`promtool test rules` of alerts.test.yaml)', () => {
    const output = promtool(['test', 'rules', 'alerts.test.yaml'], dir);
    console.log(output);
    expect(output).toContain('SUCCESS');
  });

  it('are each unit-tested firing and staying quiet', () => {
    const tests = (
      parse(readFileSync(join(MONITORING_DIR, 'alerts.test.yaml'), 'utf8')) as {
        tests: { alert_rule_test?: { alertname: string; exp_alerts?: unknown[] }[] }[];
      }
    ).tests.flatMap((test) => test.alert_rule_test ?? []);
    const untested = rules.flatMap(({ alert }) => {
      const cases = tests.filter((test) => test.alertname === alert);
      return [
        ...(cases.some((test) => test.exp_alerts?.length) ? [] : [`${alert}: never tested firing`]),
        ...(cases.some((test) => !test.exp_alerts?.length) ? [] : [`${alert}: never tested quiet`]),
      ];
    });
    expect(untested).toEqual([]);
  });

  it('are the ones the runbooks describe, each with a severity, a summary, a description and its runbook', () => {
    expect(rules.map((rule) => rule.alert)).toEqual(ALERTS);
    const operations = readFileSync(join(repoRoot, 'docs/operations.md'), 'utf8');
    const wrong = rules.flatMap(({ alert, labels, annotations }) => [
      ...(['warning', 'critical'].includes(labels?.severity ?? '') ? [] : [`${alert}: no severity`]),
      ...(annotations?.summary && annotations.description ? [] : [`${alert}: no summary or description`]),
      ...(annotations?.runbook_url === `${RUNBOOK_BASE}#${alert.toLowerCase()}`
        ? []
        : [`${alert}: runbook_url is not ${RUNBOOK_BASE}#${alert.toLowerCase()}`]),
      ...(operations.includes(`\n### ${alert}\n`) ? [] : [`${alert}: no section in docs/operations.md`]),
    ]);
    expect(wrong).toEqual([]);
  });
});

const rendered = Object.fromEntries(OVERLAYS.map((overlay) => [overlay, renderOverlay(overlay)])) as Record<
  (typeof OVERLAYS)[number],
  Resource[]
>;
const find = (resources: Resource[], kind: string, name: string) =>
  resources.find((resource) => resource.kind === kind && resource.metadata.name === name);

interface PodTemplate {
  metadata: { annotations?: Record<string, string> };
  spec: {
    containers: {
      ports?: { name?: string; containerPort: number }[];
      env?: { name: string; value?: string }[];
    }[];
  };
}

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const resources = rendered[overlay];

  it('annotates every app pod for Prometheus, on the named port `metrics` the app listens on', () => {
    const wrong = METRICS_APPS.flatMap((app) => {
      const template = (find(resources, 'Deployment', app)?.spec as { template: PodTemplate } | undefined)
        ?.template;
      if (!template) return [`${app}: no Deployment`];
      const [container] = template.spec.containers;
      const port = container?.ports?.find((each) => each.name === 'metrics')?.containerPort;
      const env = container?.env?.find((each) => each.name === 'METRICS_PORT')?.value;
      const annotations = template.metadata.annotations ?? {};
      return [
        ...(port === METRICS_PORT ? [] : [`${app}: port metrics is ${port}, not ${METRICS_PORT}`]),
        ...(env === String(METRICS_PORT) ? [] : [`${app}: METRICS_PORT is ${env}`]),
        ...(annotations['prometheus.io/scrape'] === 'true' &&
        annotations['prometheus.io/port'] === String(METRICS_PORT) &&
        annotations['prometheus.io/path'] === '/metrics'
          ? []
          : [`${app}: prometheus.io annotations ${JSON.stringify(annotations)}`]),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('routes no Service to the metrics port', () => {
    const services = resources.filter((resource) => resource.kind === 'Service');
    const exposing = services.filter((service) =>
      (service.spec as { ports: { port: number; targetPort?: unknown }[] }).ports.some(
        (port) => port.port === METRICS_PORT || [METRICS_PORT, 'metrics'].includes(port.targetPort as never),
      ),
    );
    expect(exposing.map((service) => service.metadata.name)).toEqual([]);
  });
});

describe('the production overlay', () => {
  const production = rendered.production;

  it('lets only the namespace `monitoring` reach the metrics port, of the apps alone', () => {
    const policies = production.filter((resource) => resource.kind === 'NetworkPolicy');
    type Rule = { from?: object[]; ports?: { port: number | string }[] };
    const opening = policies.filter((policy) =>
      ((policy.spec as { ingress?: Rule[] }).ingress ?? []).some((rule) =>
        rule.ports?.some((port) => [METRICS_PORT, 'metrics'].includes(port.port as never)),
      ),
    );
    expect(opening.map((policy) => policy.metadata.name)).toEqual(['metrics']);
    expect(opening[0]!.spec).toEqual({
      podSelector: {
        matchExpressions: [{ key: 'app.kubernetes.io/name', operator: 'In', values: METRICS_APPS }],
      },
      policyTypes: ['Ingress'],
      ingress: [
        {
          from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }],
          ports: [{ port: METRICS_PORT, protocol: 'TCP' }],
        },
      ],
    });
  });

  it('brings the monitoring component: the PodMonitor of every app, the alerts and the dashboard', () => {
    expect(find(production, 'PodMonitor', 'stillframe')?.spec).toEqual({
      jobLabel: 'app.kubernetes.io/name',
      selector: {
        matchExpressions: [{ key: 'app.kubernetes.io/name', operator: 'In', values: METRICS_APPS }],
      },
      podMetricsEndpoints: [{ port: 'metrics', path: '/metrics', interval: '30s', scrapeTimeout: '10s' }],
    });
    expect(find(production, 'PrometheusRule', 'stillframe')?.spec).toEqual({ groups: ruleGroups() });
    const dashboard = find(production, 'ConfigMap', 'stillframe-dashboard') as
      | (Resource & { data: Record<string, string> })
      | undefined;
    // Grafana's dashboard sidecar loads every ConfigMap with this label.
    expect(dashboard?.metadata.labels?.grafana_dashboard).toBe('1');
    expect(Object.keys(dashboard?.data ?? {})).toEqual(['stillframe.json']);
    expect(JSON.parse(dashboard!.data['stillframe.json']!)).toEqual(readDashboard());
  });

  it('is the only overlay with it (the local one has no Prometheus Operator)', () => {
    expect(
      rendered.local.filter((resource) => resource.apiVersion.startsWith('monitoring.coreos.com')),
    ).toEqual([]);
  });
});

describe('the dashboard', () => {
  const dashboard = readDashboard();
  const panels = panelsOf(dashboard).filter((panel) => panel.type !== 'row');

  it('has unique panel ids, and every panel queries the chosen Prometheus', () => {
    const ids = panelsOf(dashboard).map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    const wrong = panels.flatMap((panel) => [
      ...(panel.datasource?.uid === '${datasource}' ? [] : [`"${panel.title}": not on $datasource`]),
      ...(panel.targets?.length ? [] : [`"${panel.title}": no query`]),
      ...(panel.targets ?? []).flatMap((target) =>
        metricNames(target.expr).length ? [] : [`"${panel.title}" ${target.refId}: reads no metric`],
      ),
    ]);
    expect(wrong).toEqual([]);
  });

  it('shows what operators watch: traffic, errors, latency, upstreams, quota, caches, queues, the processes and the stores', () => {
    const read = new Set(dashboardExpressions(dashboard).flatMap(({ expr }) => metricNames(expr)));
    for (const metric of [
      'stillframe_http_requests_total',
      'stillframe_http_request_duration_seconds_bucket',
      'stillframe_upstream_calls_total',
      'stillframe_upstream_call_duration_seconds_bucket',
      'stillframe_youtube_quota_units_used_today',
      'stillframe_youtube_quota_daily_limit_units',
      'stillframe_catalog_answer_lookups_total',
      'stillframe_cache_lookups_total',
      'stillframe_queue_jobs',
      'stillframe_queue_oldest_waiting_age_seconds',
      'stillframe_queue_dead_letters',
      'stillframe_stripe_webhook_lag_seconds_bucket',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'stillframe_dependency_up',
    ])
      expect([metric, read.has(metric)]).toEqual([metric, true]);
  });
});

describe('reading metric names from PromQL', () => {
  it('keeps metric names and leaves out functions, label names, strings, ranges and Grafana variables', () => {
    expect(
      metricNames(
        'sum by (job) (rate(a_total{status_class="5xx", route!~"health\\\\.(live|ready)"}[5m])) / on (job) group_left sum without (day) (b_total{job=~"$job"} offset 1h) > 0.01',
      ),
    ).toEqual(['a_total', 'b_total']);
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (le) (rate(c_seconds_bucket[$__rate_interval]))) * 3600+d and bool e',
      ),
    ).toEqual(['c_seconds_bucket', 'd', 'e']);
  });

  it('refuses a call of something that is not a PromQL function', () => {
    expect(() => metricNames('rat(a_total[5m])')).toThrow(/rat\(\) .* is not a PromQL function/);
  });

  it('takes the metric of a Grafana label_values variable, not its label', () => {
    const expressions = dashboardExpressions({
      uid: 'x',
      panels: [],
      templating: {
        list: [{ name: 'job', type: 'query', query: { query: 'label_values(up_metric, job)' } }],
      },
    });
    expect(expressions).toEqual([{ where: 'dashboard variable $job', expr: 'up_metric' }]);
  });

  it('finds a histogram’s series by its family, and names what no app exports', () => {
    const families = exportedFamilies(
      '# HELP h_seconds x\n# TYPE h_seconds histogram\n# HELP c_total x\n# TYPE c_total counter\n',
    );
    expect(
      ['h_seconds_bucket', 'h_seconds_count', 'c_total', 'c_total_bucket'].map((name) =>
        isExported(name, families),
      ),
    ).toEqual([true, true, true, false]);
    expect(
      unexportedMetrics(
        [
          {
            where: 'alert A',
            expr: 'rate(c_total[5m]) > 0 and up and kube_pod_container_status_restarts_total',
          },
          { where: 'panel "B"', expr: 'missing_total' },
        ],
        families,
      ),
    ).toEqual([
      'missing_total, read by panel "B", is exported by no running app (nor listed in OTHER_EXPORTERS, src/observability.ts)',
    ]);
  });

  it('reads every expression of the alerts and the dashboard', () => {
    const names = [...alertExpressions(), ...dashboardExpressions()].flatMap(({ expr }) => metricNames(expr));
    expect(names.length).toBeGreaterThan(30);
  });
});
