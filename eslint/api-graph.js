// The API's import graph (apps/api/src), for the rules in boundaries.js:
// - a module (modules/<x>/) is imported from outside only through its index.ts;
// - no import cycle between files, nor between folders (a module, or a top-level folder such
//   as lib/, db/, plugins/).
// Imports are read as text (relative specifiers only: packages are not part of the graph).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const toPosix = (p) => p.split(sep).join('/');

/** The `apps/api/src` folder a file is in, or null. */
export function apiRootOf(file) {
  const match = /^(.*[\\/]apps[\\/]api[\\/]src)[\\/]/.exec(file);
  return match ? match[1] : null;
}

/** Tests and test support are not part of the graph (they may reach into what they test). */
export function isTestFile(rel) {
  return /\.test\.tsx?$/.test(rel) || rel.startsWith('test/');
}

/** The module a path (relative to the API root) belongs to, or null. */
export function moduleOf(rel) {
  return /^modules\/([^/]+)\//.exec(rel)?.[1] ?? null;
}

/** The folder unit of a file: `modules/<x>`, else its top-level folder, else the file itself. */
export function unitOf(rel) {
  const mod = moduleOf(rel);
  if (mod) return `modules/${mod}`;
  const slash = rel.indexOf('/');
  return slash < 0 ? rel : rel.slice(0, slash);
}

/** The file a relative specifier names (TypeScript resolution: .ts, .tsx, /index.ts), or null. */
export function resolveImport(fromFile, source) {
  if (!source.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), source.replace(/\.js$/, ''));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Why importing `toFile` from `fromFile` breaks a module's boundary, or null when it does not:
 * outside `modules/<x>/`, only `modules/<x>/index.ts` may be imported.
 */
export function internalsProblem(root, fromFile, toFile) {
  const relTo = toPosix(relative(root, toFile));
  const relFrom = toPosix(relative(root, fromFile));
  const target = moduleOf(relTo);
  if (!target || relTo === `modules/${target}/index.ts`) return null;
  if (relFrom.startsWith(`modules/${target}/`)) return null;
  return `modules/${target} is imported through its index.ts only, not ${relTo}`;
}

const IMPORT_RE =
  /(?:^|[;\n])\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative imports of a source text: `{ source, typeOnly }`. */
export function importsOf(text) {
  const found = [];
  for (const m of text.matchAll(IMPORT_RE)) {
    const source = m[3] ?? m[4];
    if (source?.startsWith('.')) found.push({ source, typeOnly: Boolean(m[2]) });
  }
  return found;
}

function sourceFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Strongly connected components with more than one node, or a node importing itself. */
export function cyclesOf(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges.get(node)?.has(node)) cycles.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** A path `start → next → … → start` through a cycle's members, for the message. */
export function cyclePath(edges, members, start, next) {
  const inside = new Set(members);
  const previous = new Map([[next, null]]);
  const queue = [next];
  while (queue.length) {
    const node = queue.shift();
    if (node === start) {
      const path = [];
      for (let at = node; at !== null; at = previous.get(at)) path.unshift(at);
      return [start, ...path].join(' → ');
    }
    for (const to of edges.get(node) ?? []) {
      if (inside.has(to) && !previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, next, '…', start].join(' → ');
}

/**
 * The API's graph: file edges that exist at run time (`import type` is erased, so it cannot
 * make a run-time cycle) and folder edges (all imports, types too: a two-way tie either way).
 * Cycles among in-flux modules alone are left out (see the allow-list above).
 */
export function apiGraph(root) {
  const files = new Map();
  const units = new Map();
  const add = (map, from, to) => {
    if (!map.has(from)) map.set(from, new Set());
    if (to !== undefined) map.get(from).add(to);
  };
  for (const file of sourceFiles(root)) {
    const rel = toPosix(relative(root, file));
    if (isTestFile(rel)) continue;
    add(files, rel);
    add(units, unitOf(rel));
    for (const { source, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, source);
      if (!target) continue;
      const relTarget = toPosix(relative(root, target));
      if (relTarget.startsWith('..') || isTestFile(relTarget)) continue;
      if (!typeOnly) add(files, rel, relTarget);
      if (unitOf(relTarget) !== unitOf(rel)) add(units, unitOf(rel), unitOf(relTarget));
    }
  }
  const fileCycles = cyclesOf(files);
  const unitCycles = cyclesOf(units);
  return { files, units, fileCycles, unitCycles };
}

const cache = new Map();
/** {@link apiGraph}, built once per root and process (one lint run). */
export function cachedApiGraph(root) {
  if (!cache.has(root)) cache.set(root, apiGraph(root));
  return cache.get(root);
}
