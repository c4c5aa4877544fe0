// Loaded on first validation (see lib/lazyResolver.ts): zod and the schemas stay out of the
// first load of the sign-in and sign-up pages.
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotSchema, registerSchema, resetSchema } from './schemas';

export const registerResolver = zodResolver(registerSchema);
export const forgotResolver = zodResolver(forgotSchema);
export const resetResolver = zodResolver(resetSchema);
