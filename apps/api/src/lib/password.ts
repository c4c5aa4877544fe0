import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

/** argon2id at the OWASP minimum (19 MiB, t=2, p=1). */
const ARGON2 = {
  // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax).
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Password length bounds; longer input is refused before hashing. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * At most (cores − 1) argon2 computations at once: they run on libuv threads, and leaving
 * a core to the event loop keeps every other request responsive during a login burst.
 */
const MAX_CONCURRENT = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Hashes a password with argon2id (runs off the event loop). */
export const hashPassword = (password: string): Promise<string> =>
  limited(() => hash(password, ARGON2));

/** Verifies a password; false on any malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** A real hash of a random string, verified for unknown users so timing matches. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  return dummy;
}

/** Why a new password is refused, or null when acceptable. No composition rules. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'This password is too common';
  if (email && lower === email.toLowerCase()) return 'Password must not be your e-mail';
  if (/^(.)\1+$/.test(password)) return 'This password is too common';
  return null;
}
