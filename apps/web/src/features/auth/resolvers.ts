// Loaded on first validation (see lib/lazyResolver.ts): zod and the schemas stay out of the
// first load of the sign-in and sign-up pages.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, registerSchema } from './schemas';

export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
