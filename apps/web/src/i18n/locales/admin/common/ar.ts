import type { Messages } from './en';

export const ar = {
  title: 'الإدارة',
  common: {
    withdrawalStatuses: {
      pending: 'قيد الانتظار',
      approved: 'مقبول',
      paid: 'مدفوع',
      rejected: 'مرفوض',
      failed: 'فشل',
      cancelled: 'ملغى',
    },
    actions: 'الإجراءات',
    conflict: 'غيّر أحدهم هذا في الأثناء ({{reason}}). أُعيد تحميله: راجعه ثم أعد المحاولة.',
  },
} satisfies Messages;
