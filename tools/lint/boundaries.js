// Architecture boundaries of the repository (ARCHITECTURE.md), as a lint rule so that they stay true:
// a service imports only packages; no service imports another; the web imports only the contracts;
// inside the web, app → features → shared, never back, and no feature imports another. This is the web's
// one boundary check: it reads relative imports and the `@/` alias alike (web/src).
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');

const PACKAGE_UNIT = {
  '@stillframe/contracts': 'packages/contracts',
  '@stillframe/server-kit': 'packages/server-kit',
  '@stillframe/db-tools': 'packages/db-tools',
  '@stillframe/sandbox': 'infra/sandbox',
  '@stillframe/auth': 'services/auth',
  '@stillframe/catalog': 'services/catalog',
  '@stillframe/library': 'services/library',
  '@stillframe/billing': 'services/billing',
  '@stillframe/gateway': 'gateway',
  '@stillframe/web': 'web',
};

const unitOf = (repoPath) => {
  const [first, second] = repoPath.split('/');
  return ['services', 'packages', 'infra'].includes(first) ? `${first}/${second}` : first;
};

/** Units that drive the whole product (start it, test it, measure it) and may reach into any built part. */
const DRIVERS = new Set(['bench', 'e2e', 'infra/launcher', 'tools']);

const isTestFile = (repoPath) => /(^|\/)(test|e2e)\//.test(repoPath) || /\.(test|spec)\.tsx?$/.test(repoPath);

/** Which units each unit may import; test files may also use the sandboxes and server-kit's testing helpers. */
function allowed(importer, target, inTest) {
  if (importer === target) return true;
  const packages = ['packages/contracts', 'packages/server-kit', 'packages/db-tools'];
  if (importer === 'packages/contracts') return false;
  if (importer === 'packages/server-kit') return target === 'packages/contracts';
  if (importer === 'packages/db-tools') return false;
  if (importer === 'web') return target === 'packages/contracts';
  if (importer.startsWith('services/') || importer === 'gateway') {
    return packages.includes(target) || (inTest && target === 'infra/sandbox');
  }
  return true; // infra, e2e and bench drive the whole product
}

function webLayerProblem(fromPath, toPath) {
  const layer = (path) => {
    const match = /^web\/src\/([^/]+)(?:\/([^/]+))?/.exec(path);
    return match ? { area: match[1], feature: match[1] === 'features' ? match[2] : undefined } : null;
  };
  const from = layer(fromPath);
  const to = layer(toPath);
  // The entry files directly in web/src (main.tsx) mount the app.
  if (!from || !to || /^web\/src\/[^/]+$/.test(fromPath)) return null;
  if (to.area === 'app' && from.area !== 'app') return 'only app/ may import from app/';
  if (to.area === 'features' && !['app', 'features'].includes(from.area))
    return 'shared code (components, lib, config) must not import a feature';
  if (from.area === 'features' && to.area === 'features' && from.feature !== to.feature)
    return `feature "${from.feature}" must not import feature "${to.feature}"`;
  return null;
}

export const boundaries = {
  meta: { type: 'problem', messages: { crossing: '{{message}}' }, schema: [] },
  create(context) {
    const file = relative(root, context.filename).split(sep).join('/');
    const importer = unitOf(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      let target;
      let targetPath;
      if (source.startsWith('.')) {
        targetPath = relative(root, resolve(dirname(context.filename), source))
          .split(sep)
          .join('/');
        target = unitOf(targetPath);
        if (target !== importer && !DRIVERS.has(importer)) {
          context.report({
            node,
            messageId: 'crossing',
            data: {
              message: `${importer} reaches into ${target} by a relative path: import its package instead`,
            },
          });
          return;
        }
        const problem = webLayerProblem(file, targetPath);
        if (problem) context.report({ node, messageId: 'crossing', data: { message: problem } });
        return;
      }
      // The web's alias for web/src: checked for its layers like a relative import.
      if (source.startsWith('@/') && importer === 'web') {
        const problem = webLayerProblem(file, `web/src/${source.slice(2)}`);
        if (problem) context.report({ node, messageId: 'crossing', data: { message: problem } });
        return;
      }
      const name = source
        .split('/')
        .slice(0, source.startsWith('@') ? 2 : 1)
        .join('/');
      target = PACKAGE_UNIT[name];
      if (target && !allowed(importer, target, isTestFile(file))) {
        context.report({
          node,
          messageId: 'crossing',
          data: { message: `${importer} must not import ${name}` },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
