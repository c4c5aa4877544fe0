// Loaded on first validation (see lib/lazyResolver.ts): zod and the schemas stay out of the
// first load of the password recovery page.
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotSchema, resetSchema } from './schemas';

export const forgotResolver = zodResolver(forgotSchema);
export const resetResolver = zodResolver(resetSchema);
