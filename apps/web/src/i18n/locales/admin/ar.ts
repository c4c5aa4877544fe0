import type { AdminMessages } from './en';

export const ar = {
  title: 'Admin',
} satisfies AdminMessages;
