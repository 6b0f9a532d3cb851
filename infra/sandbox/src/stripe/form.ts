// Stripe's wire format: `application/x-www-form-urlencoded` with bracket nesting
// (`line_items[0][price]=price_x`, `metadata[userId]=42`, `expand[]=customer`).
// Brackets may arrive raw or %-encoded, so keys are decoded before splitting.

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  if (!body) return root;
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    assign(root, splitKey(decode(rawKey)), decode(rawValue));
  }
  return root;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  const re = /\[([^\]]*)\]/g;
  for (let m = re.exec(key); m; m = re.exec(key)) parts.push(m[1] ?? '');
  return parts;
}

// Indexed or empty-bracket segments build arrays; named segments build objects.
function assign(target: FormObject | FormValue[], path: string[], value: string): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  const isArray = Array.isArray(target);
  const key = isArray && head === '' ? String(target.length) : head;
  if (rest.length === 0) {
    setAt(target, key, value);
    return;
  }
  const nextIsArray = rest[0] === '' || /^\d+$/.test(rest[0] ?? '');
  let child = getAt(target, key);
  if (child === undefined || typeof child === 'string') {
    child = nextIsArray ? [] : {};
    setAt(target, key, child);
  }
  assign(child, rest, value);
}

function getAt(target: FormObject | FormValue[], key: string): FormValue | undefined {
  return Array.isArray(target) ? target[Number(key)] : target[key];
}

function setAt(target: FormObject | FormValue[], key: string, value: FormValue): void {
  if (Array.isArray(target)) target[Number(key)] = value;
  else target[key] = value;
}

/** Reads a scalar param, ignoring nested shapes. */
export function str(params: FormObject, key: string): string | undefined {
  const v = params[key];
  return typeof v === 'string' ? v : undefined;
}

export function obj(params: FormObject, key: string): FormObject | undefined {
  const v = params[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
}

/** Arrays may come indexed (`a[0]`) or as an object when indexes are sparse. */
export function list(params: FormObject, key: string): FormValue[] {
  const v = params[key];
  if (Array.isArray(v)) return v.filter((x) => x !== undefined);
  if (typeof v === 'string') return [v];
  if (v && typeof v === 'object') return Object.values(v);
  return [];
}

export function strings(params: FormObject, key: string): string[] {
  return list(params, key).filter((x): x is string => typeof x === 'string');
}

export function bool(params: FormObject, key: string): boolean | undefined {
  const v = str(params, key);
  if (v === undefined) return undefined;
  return v === 'true';
}

/** `metadata[key]=value` pairs; non-string (nested) values are ignored, as Stripe rejects them. */
export function metadataParam(params: FormObject, key = 'metadata'): Record<string, string> | undefined {
  const v = params[key];
  if (v === '') return {};
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, value] of Object.entries(v)) if (typeof value === 'string') out[k] = value;
  return out;
}
