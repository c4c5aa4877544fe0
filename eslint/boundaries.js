// Import boundaries of the monorepo (docs/architecture.md):
// - packages/ui never imports @finfree/core, packages/core never imports @finfree/ui;
// - packages never import apps;
// - a feature of the web app (apps/web/src/features/<name>) never imports another feature.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

function area(file) {
  const rel = relative(root, file).split(sep).join('/');
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(rel);
  if (feature) return { kind: 'feature', name: feature[1] };
  if (rel.startsWith('packages/ui/')) return { kind: 'ui' };
  if (rel.startsWith('packages/core/')) return { kind: 'core' };
  if (rel.startsWith('apps/')) return { kind: 'app' };
  return { kind: 'other' };
}

function targetOf(source, file) {
  if (source === '@finfree/ui' || source.startsWith('@finfree/ui/')) return { kind: 'ui' };
  if (source === '@finfree/core' || source.startsWith('@finfree/core/')) return { kind: 'core' };
  if (source.startsWith('.')) return area(resolve(dirname(file), source) + sep + 'x');
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keep imports flowing one way: apps → packages; ui ⟂ core; features ⟂ features',
    },
    schema: [],
  },
  create(context) {
    const from = area(context.filename);
    function check(node, source) {
      if (typeof source !== 'string') return;
      const to = targetOf(source, context.filename);
      if (!to) return;
      let message = null;
      if (from.kind === 'ui' && to.kind === 'core')
        message = '@finfree/ui must not import @finfree/core';
      else if (from.kind === 'core' && to.kind === 'ui')
        message = '@finfree/core must not import @finfree/ui';
      else if (
        (from.kind === 'ui' || from.kind === 'core') &&
        (to.kind === 'app' || to.kind === 'feature')
      )
        message = 'packages must not import apps';
      else if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name)
        message = `feature "${from.name}" must not import feature "${to.name}"`;
      if (message) context.report({ node, message });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
