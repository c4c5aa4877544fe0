import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument } from './document';

/** The repository's root folder. */
export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The committed contract files, relative to the repository root. */
export const contractFiles = {
  /** The server's OpenAPI document. */
  document: 'packages/core/openapi.json',
  /** TypeScript types generated from it with openapi-typescript. */
  types: 'packages/core/src/generated/api.ts',
} as const;

/** The command that rewrites the contract files. */
export const GENERATE_COMMAND = 'npm run contract:generate';

const HEADER = `// Generated from the API's OpenAPI document by openapi-typescript: do not edit by hand.
// The server's zod route schemas are the source; after changing a route, run
// \`${GENERATE_COMMAND}\` and commit this file with packages/core/openapi.json.
`;

async function pretty(text: string, file: string): Promise<string> {
  const path = join(repositoryRoot, file);
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

/** The text of every contract file, as the current server's routes produce it. */
export async function renderContract(
  options: Parameters<typeof buildOpenApiDocument>[0] = {},
): Promise<Record<keyof typeof contractFiles, string>> {
  const document = await buildOpenApiDocument(options);
  const types = astToString(await openapiTS(document as never, { alphabetize: true }));
  return {
    document: await pretty(JSON.stringify(document), contractFiles.document),
    types: await pretty(`${HEADER}\n${types}`, contractFiles.types),
  };
}

/** The contract files as committed (null for a missing one). */
export async function readContract(): Promise<Record<keyof typeof contractFiles, string | null>> {
  const read = (file: string) => readFile(join(repositoryRoot, file), 'utf8').catch(() => null);
  return { document: await read(contractFiles.document), types: await read(contractFiles.types) };
}

/** The committed files (repository-relative) whose text differs from `next`. */
export function staleFiles(
  next: Record<keyof typeof contractFiles, string>,
  current: Record<keyof typeof contractFiles, string | null>,
): string[] {
  return (Object.keys(contractFiles) as (keyof typeof contractFiles)[])
    .filter((key) => next[key] !== current[key])
    .map((key) => contractFiles[key]);
}

/** Writes the contract files; returns the ones whose text changed. */
export async function writeContract(): Promise<string[]> {
  const [next, current] = await Promise.all([renderContract(), readContract()]);
  const changed = staleFiles(next, current);
  for (const key of Object.keys(contractFiles) as (keyof typeof contractFiles)[]) {
    if (!changed.includes(contractFiles[key])) continue;
    const path = join(repositoryRoot, contractFiles[key]);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, next[key]);
  }
  return changed;
}
