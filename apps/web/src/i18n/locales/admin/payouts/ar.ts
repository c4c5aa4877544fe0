import type { Messages } from './en';

export const ar = {
  payouts: {
    intro:
      'طلبات السحب من الأعضاء، الأقدم أولاً: وافق على كل طلب أو ارفضه، ثم علّمه مدفوعاً بعد إرسال المال.',
    totalPending: 'قيد الانتظار',
    totalApproved: 'مقبولة، بانتظار الدفع',
    count: '{{count}} طلبات',
    filterStatus: 'التصفية حسب الحالة',
    caption: 'السحوبات، الأقدم أولًا',
    empty: 'لا سحوبات هنا.',
    member: 'العضو',
    amount: 'المبلغ',
    method: 'الطريقة والوجهة',
    status: 'الحالة',
    requested: 'تاريخ الطلب',
    methods: {
      bank_transfer: 'تحويل بنكي',
      paypal: 'PayPal',
      usdt: 'USDT',
    },
    actions: {
      approved: 'قبول',
      rejected: 'رفض',
      paid: 'تأكيد الدفع',
      failed: 'تسجيل الفشل',
    },
    actionFor: {
      approved: 'قبول {{amount}} لـ {{name}}',
      rejected: 'رفض {{amount}} لـ {{name}}',
      paid: 'تأكيد دفع {{amount}} لـ {{name}}',
      failed: 'تسجيل فشل {{amount}} لـ {{name}}',
    },
    confirmTitle: {
      approved: 'قبول سحب {{name}}',
      rejected: 'رفض سحب {{name}}',
      paid: 'الدفع لـ {{name}}',
      failed: 'تسجيل فشل الدفع لـ {{name}}',
    },
    confirmText: {
      approved: 'قبول {{amount}} لـ {{name}}. يُدفع المبلغ عند تأكيد الدفع.',
      rejected: 'رفض {{amount}} لـ {{name}}. يعود المبلغ إلى رصيده المتاح.',
      paid: 'إرسال {{amount}} إلى {{name}} الآن عبر مزود الدفع.',
      failed: 'فشل دفع {{amount}} إلى {{name}}: يعود المبلغ إلى رصيده.',
    },
    sendTo: '{{method}}: {{destination}}',
    reason: 'السبب (يظهر للعضو)',
    noteOptional: 'ملاحظة (اختيارية)',
    noteHint: 'يرى العضو هذه الملاحظة مع طلب السحب.',
    reasonRequired: 'اذكر سببًا للعضو.',
    done: {
      approved: 'تم قبول {{amount}} لـ {{name}}.',
      rejected: 'تم رفض {{amount}} لـ {{name}}.',
      paid: 'تم دفع {{amount}} إلى {{name}}.',
      failed: 'سُجّل فشل {{amount}} لـ {{name}}.',
    },
  },
} satisfies Messages;
