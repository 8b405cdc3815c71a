// Import boundaries of ARCHITECTURE §4 and CONVENTIONS, as one small local ESLint plugin:
//  - no package reaches into another by relative path (sharing matches on the package name);
//  - a feature (src/features/<name>/) imports no other feature's internals.
import path from 'node:path';

const PACKAGES = [
  'shell',
  'public-site',
  'reader',
  'backoffice',
  'design-system',
  'api-client',
  'contract',
  'api',
  'e2e',
  'tooling',
];

function packageOf(file, root) {
  const rel = path.relative(root, file).split(path.sep);
  return PACKAGES.includes(rel[0]) ? rel[0] : null;
}

function featureOf(file) {
  const m = file
    .split(path.sep)
    .join('/')
    .match(/\/src\/features\/([^/]+)\//);
  return m ? m[1] : null;
}

const rule = {
  meta: {
    type: 'problem',
    messages: {
      crossPackage:
        "Import '{{spec}}' reaches into the '{{to}}' package by path; import it by package name, if this package may use it at all.",
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}' internals ('{{spec}}'); move the shared piece to src/components or src/lib.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const fromPkg = packageOf(file, root);
    const fromFeature = featureOf(file);
    function check(node) {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const toPkg = packageOf(target, root);
      // tooling/ holds shared build config that every package's config files may use. It reads contract's
      // sources by path (the route map): Vite loads config files without the `ckb-source` condition, and the
      // map is needed before contract is built (dev servers, tests).
      const toolingReadsContract = fromPkg === 'tooling' && toPkg === 'contract';
      if (fromPkg && toPkg && toPkg !== fromPkg && toPkg !== 'tooling' && !toolingReadsContract) {
        context.report({ node, messageId: 'crossPackage', data: { spec, to: toPkg } });
        return;
      }
      const toFeature = featureOf(target + path.sep);
      if (fromFeature && toFeature && toFeature !== fromFeature) {
        context.report({ node, messageId: 'crossFeature', data: { spec, from: fromFeature, to: toFeature } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
