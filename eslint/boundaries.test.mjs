// The import rules of eslint/boundaries.js, on a small API tree written to a temporary folder:
// each rule passes what it should and fails on a violation.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import boundaries from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const base = mkdtempSync(join(tmpdir(), 'finfree-boundaries-'));
const src = join(base, 'apps', 'api', 'src');
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** The fixture tree: path → source. Each test case lints one of these files as it is. */
const tree = {
  'modules/alpha/index.ts': "export { a } from './alpha.service';\n",
  'modules/alpha/alpha.service.ts': 'export const a = 1;\n',
  'modules/alpha/alpha.routes.ts': "import { a } from './alpha.service';\nexport const r = a;\n",
  'modules/beta/index.ts': "import { a } from '../alpha';\nexport const b = a;\n",
  'modules/beta/beta.service.ts':
    "import { a } from '../alpha/alpha.service';\nexport const c = a;\n",
  'plugins/modules.ts': "import { r } from '../modules/alpha/alpha.routes';\nexport const m = r;\n",
  // Two files importing each other at run time.
  'lib/one.ts': "import { two } from './two';\nexport const one = () => two;\n",
  'lib/two.ts': "import { one } from './one';\nexport const two = () => one;\n",
  // Type-only imports are erased: no run-time cycle (same folder, so no folder cycle either).
  'lib/t1.ts': "import type { T2 } from './t2';\nexport type T1 = { next?: T2 };\n",
  'lib/t2.ts': "import type { T1 } from './t1';\nexport type T2 = { next?: T1 };\n",
  // Two modules tied both ways (types count between folders).
  'modules/gamma/index.ts': "import type { D } from '../delta';\nexport type G = { d?: D };\n",
  'modules/delta/index.ts': "import type { G } from '../gamma';\nexport type D = { g?: G };\n",
};
for (const [path, text] of Object.entries(tree)) {
  mkdirSync(dirname(join(src, path)), { recursive: true });
  writeFileSync(join(src, path), text);
}
const file = (path) => ({ filename: join(src, path), code: tree[path] });

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' },
});

tester.run('import-boundaries (API modules)', boundaries.rules['import-boundaries'], {
  valid: [file('modules/alpha/alpha.routes.ts'), file('modules/beta/index.ts')],
  invalid: [
    {
      ...file('modules/beta/beta.service.ts'),
      errors: [
        {
          message:
            'modules/alpha is imported through its index.ts only, not modules/alpha/alpha.service.ts',
        },
      ],
    },
    {
      ...file('plugins/modules.ts'),
      errors: [
        {
          message:
            'modules/alpha is imported through its index.ts only, not modules/alpha/alpha.routes.ts',
        },
      ],
    },
  ],
});

tester.run('api-import-cycles', boundaries.rules['api-import-cycles'], {
  valid: [file('lib/t1.ts'), file('modules/alpha/index.ts'), file('modules/beta/index.ts')],
  invalid: [
    {
      ...file('lib/one.ts'),
      errors: [{ message: 'import cycle between files: lib/one.ts → lib/two.ts → lib/one.ts' }],
    },
    {
      ...file('modules/gamma/index.ts'),
      errors: [
        {
          message: 'import cycle between folders: modules/gamma → modules/delta → modules/gamma',
        },
      ],
    },
  ],
});
