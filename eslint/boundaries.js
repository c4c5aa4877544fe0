// Import boundaries of the monorepo (docs/architecture.md):
// - packages/ui never imports @finfree/core, packages/core never imports @finfree/ui;
// - packages never import apps;
// - a feature of the web app (apps/web/src/features/<name>) never imports another feature;
// - in the API (apps/api/src), a module (modules/<name>/) is imported from outside only through
//   its index.ts, and no files or folders import each other in a cycle (api-graph.js).
import { dirname, relative, resolve, sep } from 'node:path';
import {
  apiRootOf,
  cachedApiGraph,
  cyclePath,
  internalsProblem,
  resolveImport,
  unitOf,
} from './api-graph.js';

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
      const apiRoot = apiRootOf(context.filename);
      if (!message && apiRoot) {
        const target = resolveImport(context.filename, source);
        if (target) message = internalsProblem(apiRoot, context.filename, target);
      }
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

/** The relative sources a file imports, with the node to report on. */
function importNodes(program) {
  const found = [];
  for (const node of program.body) {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        (node.type === 'ExportNamedDeclaration' && node.source)) &&
      typeof node.source.value === 'string'
    )
      found.push({ node, source: node.source.value });
  }
  return found;
}

const toPosix = (p) => p.split(sep).join('/');

const apiCycles = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'No import cycle in the API: between files (run-time imports) or between folders ' +
        '(modules/<name>, lib, db, plugins, …)',
    },
    schema: [],
  },
  create(context) {
    const root = apiRootOf(context.filename);
    if (!root) return {};
    const rel = toPosix(relative(root, context.filename));
    return {
      Program(program) {
        const graph = cachedApiGraph(root);
        const fileCycle = graph.fileCycles.find((c) => c.includes(rel));
        const unitCycle = graph.unitCycles.find((c) => c.includes(unitOf(rel)));
        if (!fileCycle && !unitCycle) return;
        for (const { node, source } of importNodes(program)) {
          const target = resolveImport(context.filename, source);
          if (!target) continue;
          const relTarget = toPosix(relative(root, target));
          if (fileCycle?.includes(relTarget) && graph.files.get(rel)?.has(relTarget)) {
            context.report({
              node,
              message: `import cycle between files: ${cyclePath(graph.files, fileCycle, rel, relTarget)}`,
            });
          } else if (unitCycle?.includes(unitOf(relTarget)) && unitOf(relTarget) !== unitOf(rel)) {
            context.report({
              node,
              message: `import cycle between folders: ${cyclePath(graph.units, unitCycle, unitOf(rel), unitOf(relTarget))}`,
            });
          }
        }
      },
    };
  },
};

export default { rules: { 'import-boundaries': rule, 'api-import-cycles': apiCycles } };
