import { builtinEnvironments, type Environment } from 'vitest/runtime';

const { jsdom } = builtinEnvironments;

/**
 * jsdom for the `vmThreads` pool (one jsdom per test file, in a fresh context, without starting
 * a new worker each time), with the globals the test files see under the `threads` pool: there
 * jsdom's window is laid over Node's global, so Node's web APIs jsdom lacks (web streams,
 * compression streams, `crypto.subtle`, `performance.mark`, …) stay available — and they are
 * the same classes as the `fetch` and `Response` the window gets from Node, so a stream made in
 * a test can be a response's body. Here the window gets each of them from Node in turn.
 */
const jsdomVm: Environment = {
  name: 'jsdom-vm',
  viteEnvironment: 'client',
  async setupVM(options) {
    if (!jsdom.setupVM) throw new Error('this Vitest has no jsdom for the vm pools');
    const env = await jsdom.setupVM(options);
    const context = env.getVmContext() as Record<string, unknown>;
    const node = globalThis as unknown as Record<string, unknown>;
    const fromNode = (name: string) =>
      Object.defineProperty(context, name, {
        value: node[name],
        writable: true,
        configurable: true,
      });
    for (const name of Object.getOwnPropertyNames(globalThis)) {
      if (!(name in context) && /^[A-Z]/.test(name)) fromNode(name);
    }
    // jsdom's own have no `subtle` and no `mark`/`measure`.
    fromNode('crypto');
    fromNode('performance');
    return env;
  },
  setup(global, options) {
    return jsdom.setup(global, options);
  },
};

export default jsdomVm;
