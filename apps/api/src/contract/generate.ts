// `npm run contract:generate`: rewrites packages/core/openapi.json and
// packages/core/src/generated/api.ts from the server's routes (no database, no port).
import { writeContract } from './contract';

const changed = await writeContract();
console.log(changed.length ? `contract: wrote ${changed.join(', ')}` : 'contract: up to date');
