import type { ErrorDetail } from '@stillframe/contracts';

/**
 * C0 controls but tab and line breaks, DEL and the C1 controls: never typed by a person, and U+0000
 * cannot even be stored by Postgres (a 500 before this check). Refused in every string of a request.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Tab and line breaks as well: single-line values (ids, URLs, titles, queries) hold none of them. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Text written in lines: a note, and a channel's description as the platform writes it. Keyed by the
 * field's own name, as the contracts name them wherever they occur.
 */
const MULTILINE_FIELDS = new Set(['note', 'description']);
/** Never stored and checked only against a hash: a password may hold whatever its owner chose. */
const UNCHECKED_FIELDS = /password$/i;

const SINGLE_LINE = 'Must not contain control characters, tabs or line breaks';
const MULTILINE = 'Must not contain control characters (tabs and line breaks are fine)';

export interface Findings {
  /** At most `max` details, in the order the value is walked. */
  details: ErrorDetail[];
  /** How many strings were refused in all. */
  count: number;
}

/**
 * Every string in a request part (params, query or body) checked for control characters, naming each
 * field as the schemas' errors do (`body.notes.3.videoTitle`). Walked without recursion, so that no
 * nesting can exhaust the stack; counting past `max` builds no detail.
 */
export function findControlCharacters(value: unknown, part: string, max: number): Findings {
  const findings: Findings = { details: [], count: 0 };
  const stack: Array<[unknown, string, string]> = [[value, part, '']];
  while (stack.length > 0) {
    const [current, field, key] = stack.pop()!;
    if (typeof current === 'string') {
      const multiline = MULTILINE_FIELDS.has(key);
      if (!(multiline ? CONTROL : CONTROL_OR_BREAK).test(current)) continue;
      findings.count += 1;
      if (findings.details.length < max)
        findings.details.push({ field, message: multiline ? MULTILINE : SINGLE_LINE });
    } else if (Array.isArray(current)) {
      // Pushed last first, so that fields come out in the body's order.
      for (let index = current.length - 1; index >= 0; index -= 1)
        stack.push([current[index], `${field}.${index}`, key]);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [name, child] = entries[index]!;
        if (!UNCHECKED_FIELDS.test(name)) stack.push([child, `${field}.${name}`, name]);
      }
    }
  }
  return findings;
}
