import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from './repo.js';

export interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  [field: string]: unknown;
}

export const OVERLAYS = ['local', 'production'] as const;
export type Overlay = (typeof OVERLAYS)[number];

/** Every resource of an overlay, as `kubectl kustomize` renders it (offline). */
export function renderOverlay(overlay: Overlay): Resource[] {
  const text = execFileSync('kubectl', ['kustomize', join(repoRoot, 'k8s', 'overlays', overlay)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return parseAllDocuments(text).map((document) => document.toJS() as Resource);
}

/**
 * Custom resources kubernetes-models has no schema for: the Prometheus Operator's (PodMonitor,
 * PrometheusRule), checked field by field and with promtool in observability.test.ts.
 */
export const CUSTOM_RESOURCE_GROUPS = ['monitoring.coreos.com'];

/** Validates a resource against the Kubernetes schema of its kind; throws naming the failing path. */
export async function validateResource(resource: Resource): Promise<void> {
  const [group, version] = resource.apiVersion.includes('/')
    ? resource.apiVersion.split('/')
    : [undefined, resource.apiVersion];
  if (group && CUSTOM_RESOURCE_GROUPS.includes(group)) return;
  const module = group
    ? `kubernetes-models/${group}/${version}/${resource.kind}`
    : `kubernetes-models/${version}/${resource.kind}`;
  const models = (await import(module)) as Record<string, new (data: unknown) => { validate(): void }>;
  const Model = models[resource.kind];
  if (!Model) throw new Error(`${module} has no model ${resource.kind}`);
  new Model(asSentToTheServer(resource)).validate();
}

/** How many resources of each kind an overlay renders. */
export function countKinds(resources: Resource[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const resource of resources) counts[resource.kind] = (counts[resource.kind] ?? 0) + 1;
  return counts;
}

/**
 * kustomize wraps long base64 values of a generated Secret over several lines; the API server's
 * base64 decoder skips line breaks, the schema's "byte" format does not.
 */
function asSentToTheServer(resource: Resource): Resource {
  if (resource.kind !== 'Secret' || !resource.data) return resource;
  const data = Object.fromEntries(
    Object.entries(resource.data as Record<string, string>).map(([key, value]) => [
      key,
      value.replace(/\s+/g, ''),
    ]),
  );
  return { ...resource, data };
}

const QUANTITY_UNITS: Record<string, number> = {
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  Ki: 1024,
  Mi: 1024 ** 2,
  Gi: 1024 ** 3,
};

/** Bytes of a Kubernetes memory quantity (`192Mi`, `1Gi`, `500M`). */
export function memoryBytes(quantity: string): number {
  const match = /^(\d+(?:\.\d+)?)(k|M|G|Ki|Mi|Gi)?$/.exec(quantity);
  if (!match) throw new Error(`"${quantity}" is not a memory quantity this check reads (e.g. 192Mi)`);
  return Number(match[1]) * QUANTITY_UNITS[match[2] ?? '']!;
}

interface Container {
  name: string;
  resources?: { requests?: { memory?: string }; limits?: { memory?: string } };
}

/** Each Deployment's (and StatefulSet's) first container's memory request and limit, in bytes, by name. */
export function memoryOf(resources: Resource[]): Record<string, { request: number; limit: number }> {
  const memory: Record<string, { request: number; limit: number }> = {};
  for (const resource of resources) {
    if (resource.kind !== 'Deployment' && resource.kind !== 'StatefulSet') continue;
    const template = resource.spec?.template as { spec: { containers: Container[] } };
    const { requests, limits } = template.spec.containers[0]?.resources ?? {};
    if (!requests?.memory || !limits?.memory)
      throw new Error(`${resource.kind} ${resource.metadata.name}: no memory request or limit`);
    memory[resource.metadata.name] = {
      request: memoryBytes(requests.memory),
      limit: memoryBytes(limits.memory),
    };
  }
  return memory;
}
