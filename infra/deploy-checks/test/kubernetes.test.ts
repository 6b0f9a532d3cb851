import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countKinds, OVERLAYS, renderOverlay, validateResource, type Resource } from '../src/kubernetes.js';
import { repoRoot } from '../src/repo.js';
import { policyViolations } from '../src/policy.js';

const rendered = Object.fromEntries(OVERLAYS.map((overlay) => [overlay, renderOverlay(overlay)])) as Record<
  (typeof OVERLAYS)[number],
  Resource[]
>;

const find = (resources: Resource[], kind: string, name: string) =>
  resources.find((resource) => resource.kind === kind && resource.metadata.name.startsWith(name));
const deployment = (resources: Resource[], name: string) =>
  resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === name);
const clone = <T>(value: T): T => structuredClone(value);
/** The literal `env` values of a Deployment's first container, by name. */
const envOf = (resource: Resource | undefined) => {
  if (!resource) throw new Error('no such Deployment');
  const containers = (resource.spec as { template: { spec: { containers: { env?: object[] }[] } } }).template
    .spec.containers;
  const env = (containers[0]?.env ?? []) as { name: string; value?: string }[];
  return Object.fromEntries(env.map(({ name, value }) => [name, value]));
};

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const resources = rendered[overlay];

  it('renders, and every resource validates against the Kubernetes schema of its kind', async () => {
    console.log(`${overlay}: ${JSON.stringify(countKinds(resources))}`);
    for (const resource of resources) {
      await expect(validateResource(resource)).resolves.toBeUndefined();
    }
  });

  it('passes the policy: probes, limits, restricted context, preStop, namespace', () => {
    expect(policyViolations(overlay, resources)).toEqual([]);
  });

  it('reads its settings from a generated ConfigMap whose hash name the pods reference', () => {
    const config = find(resources, 'ConfigMap', 'stillframe-config-');
    expect(config?.metadata.name).toMatch(/^stillframe-config-[a-z0-9]{10}$/);
    const gateway = JSON.stringify(deployment(resources, 'gateway'));
    expect(gateway).toContain(config!.metadata.name);
  });

  it('trusts the proxies in front of the gateway by network, never by count as well (the gateway refuses both)', () => {
    const config = find(resources, 'ConfigMap', 'stillframe-config-');
    expect(config?.data).not.toHaveProperty('TRUST_PROXY_HOPS');
    const gateway = envOf(deployment(resources, 'gateway'));
    expect(gateway).not.toHaveProperty('TRUST_PROXY_HOPS');
    expect(gateway.TRUSTED_PROXIES).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+/);
  });

  it('gives the web image every variable its nginx template reads, the gateway by its full name', () => {
    const template = readFileSync(join(repoRoot, 'infra/docker/web/default.conf.template'), 'utf8');
    const read = [...new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]))].sort();
    const web = (
      deployment(resources, 'web')!.spec as { template: { spec: { containers: { env: object[] }[] } } }
    ).template.spec.containers[0]!.env as { name: string }[];
    expect(web.map(({ name }) => name).sort()).toEqual(read);
    // nginx's resolver uses no search domains: a short name would never resolve.
    expect(envOf(deployment(resources, 'web')).GATEWAY_URL).toBe(
      'http://gateway.stillframe.svc.cluster.local:8080',
    );
  });
});

describe('the policy test itself', () => {
  const production = rendered.production;

  it('fails on a container without probes, limits or the restricted context', () => {
    const broken = clone(production);
    const auth = deployment(broken, 'auth') as unknown as {
      spec: { template: { spec: { containers: object[] } } };
    };
    const container = auth.spec.template.spec.containers[0] as Record<string, unknown>;
    delete container.readinessProbe;
    delete container.resources;
    (container.securityContext as Record<string, unknown>).capabilities = {};
    expect(policyViolations('production', broken)).toEqual([
      'Deployment/auth container auth: no readinessProbe',
      'Deployment/auth container auth: no cpu and memory requests',
      'Deployment/auth container auth: no memory limit',
      'Deployment/auth container auth: capabilities not dropped',
    ]);
  });

  it('and the schema check fails on a Deployment without a selector', async () => {
    const broken = clone(deployment(production, 'gateway')!) as Resource & { spec: Record<string, unknown> };
    delete broken.spec.selector;
    await expect(validateResource(broken)).rejects.toThrow(/selector/);
  });

  it('fails on a missing HPA, PDB or NetworkPolicy in production', () => {
    const without = production.filter(
      (resource) =>
        !(resource.kind === 'HorizontalPodAutoscaler' && resource.metadata.name === 'catalog') &&
        !(resource.kind === 'PodDisruptionBudget' && resource.metadata.name === 'web') &&
        !(resource.kind === 'NetworkPolicy' && ['default-deny', 'library'].includes(resource.metadata.name)),
    );
    expect(policyViolations('production', without)).toEqual([
      'production: no HorizontalPodAutoscaler for catalog',
      'production: no PodDisruptionBudget for web',
      'production: no default-deny NetworkPolicy',
      'production: no NetworkPolicy for library',
    ]);
  });
});

describe('production settings', () => {
  const production = rendered.production;

  it('serves over TLS with a Secure cookie and the public URL', () => {
    const config = find(production, 'ConfigMap', 'stillframe-config-');
    expect(config?.data).toMatchObject({
      COOKIE_SECURE: 'true',
      PUBLIC_URL: 'https://stillframe.example',
    });
    const ingress = find(production, 'Ingress', 'stillframe') as unknown as {
      spec: { tls: unknown[]; rules: unknown[] };
    };
    expect(ingress.spec.tls).toHaveLength(1);
    expect(JSON.stringify(ingress.spec.rules)).toContain('"path":"/api"');
  });

  it('lets every pod resolve names through the cluster DNS pods and NodeLocal DNSCache, on UDP and TCP 53', () => {
    const dns = find(production, 'NetworkPolicy', 'dns') as unknown as {
      spec: { podSelector: object; egress: { to: object[]; ports: object[] }[] };
    };
    expect(dns.spec.podSelector).toEqual({});
    const allowed = dns.spec.egress.flatMap(({ to, ports }) => to.map((peer) => ({ peer, ports })));
    const port53 = [
      { port: 53, protocol: 'UDP' },
      { port: 53, protocol: 'TCP' },
    ];
    expect(allowed).toEqual(
      expect.arrayContaining([
        {
          peer: {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } },
            podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } },
          },
          ports: expect.arrayContaining(port53),
        },
        { peer: { ipBlock: { cidr: '169.254.20.10/32' } }, ports: expect.arrayContaining(port53) },
      ]),
    );
  });

  it('brings no store of its own: Postgres and Redis come from the operator’s Secret', () => {
    expect(production.filter((resource) => resource.kind === 'StatefulSet')).toEqual([]);
    expect(production.filter((resource) => resource.kind === 'Secret')).toEqual([]);
  });
});

describe('local settings', () => {
  const local = rendered.local;

  it('brings Postgres and Redis with volumes, a namespaced Secret, and Redis with a password and noeviction', () => {
    for (const name of ['postgres', 'redis']) {
      const store = find(local, 'StatefulSet', name) as unknown as {
        spec: { volumeClaimTemplates: unknown[] };
      };
      expect(store.spec.volumeClaimTemplates).toHaveLength(1);
    }
    const secret = find(local, 'Secret', 'stillframe-secrets-');
    expect(secret?.metadata.namespace).toBe('stillframe');
    expect(JSON.stringify(find(local, 'StatefulSet', 'redis'))).toMatch(/--requirepass.*noeviction/);
  });

  it('runs one replica of everything', () => {
    for (const resource of local.filter((each) => ['Deployment', 'StatefulSet'].includes(each.kind)))
      expect([resource.metadata.name, (resource.spec as { replicas: number }).replicas]).toEqual([
        resource.metadata.name,
        1,
      ]);
  });
});
