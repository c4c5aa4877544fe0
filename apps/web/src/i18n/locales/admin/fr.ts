import type { AdminMessages } from './en';

export const fr = {
  title: 'Admin',
} satisfies AdminMessages;
