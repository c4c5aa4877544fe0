import type { Messages } from './en';

export const ar = {
  title: 'الإدارة',
  common: {
    actions: 'الإجراءات',
    conflict: 'غيّر أحدهم هذا في الأثناء ({{reason}}). أُعيد تحميله: راجعه ثم أعد المحاولة.',
  },
} satisfies Messages;
