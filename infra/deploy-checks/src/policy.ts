import type { Overlay, Resource } from './kubernetes.js';

interface Probe {
  httpGet?: { path?: string };
  exec?: { command?: string[] };
}
interface Container {
  name: string;
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  resources?: { requests?: { cpu?: string; memory?: string }; limits?: { memory?: string } };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    runAsNonRoot?: boolean;
    capabilities?: { drop?: string[] };
    seccompProfile?: { type?: string };
  };
  lifecycle?: { preStop?: unknown };
}
interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; seccompProfile?: { type?: string } };
  terminationGracePeriodSeconds?: number;
}

const WORKLOAD_KINDS = ['Deployment', 'StatefulSet'];
/** Workloads that must scale on CPU in production, with a disruption budget each. */
export const SCALED_WORKLOADS = ['gateway', 'catalog', 'library', 'auth', 'web'];

const podSpec = (workload: Resource): PodSpec =>
  (workload.spec as { template: { spec: PodSpec } }).template.spec;

/** What a container must have to run in production: probes, limits, the restricted context, preStop. */
function containerViolations(workload: Resource, container: Container): string[] {
  const where = `${workload.kind}/${workload.metadata.name} container ${container.name}`;
  const pod = podSpec(workload);
  const security = container.securityContext ?? {};
  const problems: string[] = [];
  for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe'] as const) {
    const spec = container[probe];
    if (!spec || (!spec.httpGet && !spec.exec)) problems.push(`${where}: no ${probe}`);
  }
  if (!container.resources?.requests?.cpu || !container.resources.requests.memory)
    problems.push(`${where}: no cpu and memory requests`);
  if (!container.resources?.limits?.memory) problems.push(`${where}: no memory limit`);
  if (security.allowPrivilegeEscalation !== false) problems.push(`${where}: privilege escalation allowed`);
  if (security.readOnlyRootFilesystem !== true) problems.push(`${where}: writable root filesystem`);
  if (security.runAsNonRoot !== true && pod.securityContext?.runAsNonRoot !== true)
    problems.push(`${where}: may run as root`);
  if (!security.capabilities?.drop?.includes('ALL')) problems.push(`${where}: capabilities not dropped`);
  const seccomp = security.seccompProfile?.type ?? pod.securityContext?.seccompProfile?.type;
  if (seccomp !== 'RuntimeDefault') problems.push(`${where}: no RuntimeDefault seccomp profile`);
  if (!container.lifecycle?.preStop) problems.push(`${where}: no preStop`);
  if (pod.terminationGracePeriodSeconds === undefined)
    problems.push(`${where}: no grace period chosen for its in-flight work`);
  return problems;
}

/** Every rule an overlay breaks; empty when it passes. */
export function policyViolations(overlay: Overlay, resources: Resource[]): string[] {
  const problems: string[] = [];
  const named = (kind: string) =>
    new Set(resources.filter((resource) => resource.kind === kind).map((resource) => resource.metadata.name));
  for (const resource of resources) {
    if (resource.kind !== 'Namespace' && resource.metadata.namespace !== 'stillframe')
      problems.push(`${resource.kind}/${resource.metadata.name}: not in the stillframe namespace`);
    if (!WORKLOAD_KINDS.includes(resource.kind)) continue;
    for (const container of podSpec(resource).containers)
      problems.push(...containerViolations(resource, container));
  }
  if (overlay === 'production') {
    const autoscaled = named('HorizontalPodAutoscaler');
    const budgets = named('PodDisruptionBudget');
    for (const workload of SCALED_WORKLOADS) {
      if (!autoscaled.has(workload)) problems.push(`production: no HorizontalPodAutoscaler for ${workload}`);
      if (!budgets.has(workload)) problems.push(`production: no PodDisruptionBudget for ${workload}`);
    }
    const policies = resources.filter((resource) => resource.kind === 'NetworkPolicy');
    const denyAll = policies.some((policy) => {
      const spec = policy.spec as {
        podSelector?: object;
        policyTypes?: string[];
        ingress?: unknown;
        egress?: unknown;
      };
      return (
        Object.keys(spec.podSelector ?? {}).length === 0 &&
        spec.policyTypes?.includes('Ingress') &&
        spec.policyTypes.includes('Egress') &&
        spec.ingress === undefined &&
        spec.egress === undefined
      );
    });
    if (!denyAll) problems.push('production: no default-deny NetworkPolicy');
    const covered = new Set(
      policies.map(
        (policy) =>
          (policy.spec as { podSelector?: { matchLabels?: Record<string, string> } }).podSelector
            ?.matchLabels?.['app.kubernetes.io/name'],
      ),
    );
    for (const workload of named('Deployment'))
      if (!covered.has(workload)) problems.push(`production: no NetworkPolicy for ${workload}`);
    if (!named('Ingress').size) problems.push('production: no Ingress');
  }
  return problems;
}
