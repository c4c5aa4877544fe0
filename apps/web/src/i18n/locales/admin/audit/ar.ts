import type { Messages } from './en';

export const ar = {
  audit: {
    intro:
      'كل إجراء اتخذه مسؤول — على الصفقات والأعضاء والخطط ومنشورات التحليل وعمليات السحب والمسوّقين بالعمولة والمهام الخلفية — مع من اتخذه ومتى.',
    when: 'متى',
    who: 'من',
    what: 'ماذا',
    target: 'على',
    change: 'التغيير',
    filterActor: 'المسؤول',
    filterAction: 'الإجراء',
    everyone: 'كل المسؤولين',
    allActions: 'كل الإجراءات',
    everyAction: 'كل إجراءات: {{target}}',
    empty: 'لا شيء مسجل لهذه المرشحات.',
    targets: {
      trade: 'صفقة',
      withdrawal: 'سحب',
      plan: 'خطة',
      post: 'منشور تحليل',
      user: 'عضو',
      affiliate: 'مسوّق',
      job: 'مهمة في الخلفية',
    },
    actions: {
      trade: {
        published: 'نُشرت صفقة',
        updated: 'عُدّلت صفقة',
        activated: 'فُعّلت صفقة',
        tp_hit: 'تحقق هدف جني ربح',
        sl_moved: 'نُقل وقف الخسارة',
        closed: 'أُغلقت صفقة',
        cancelled: 'أُلغيت صفقة',
        note: 'أُضيفت ملاحظة',
      },
      withdrawal: {
        approved: 'قُبل سحب',
        rejected: 'رُفض سحب',
        paid: 'دُفع سحب',
        failed: 'فشل سحب',
        payout_failed: 'رفض مزود الدفع التحويل',
      },
      plan: {
        created: 'أُنشئت خطة',
        updated: 'عُدّلت خطة',
        archived: 'أُرشفت خطة',
      },
      post: {
        created: 'أُنشئ منشور تحليل',
        updated: 'عُدّل منشور تحليل',
        published: 'نُشر منشور تحليل',
        scheduled: 'جُدول منشور تحليل',
        unpublished: 'سُحب منشور تحليل',
        deleted: 'حُذف منشور تحليل',
      },
      user: {
        updated: 'تغيّر دور عضو أو وصوله',
      },
      affiliate: {
        rate: 'حُددت نسبة العمولة',
      },
      job: {
        retried: 'أُعيدت محاولة مهمة فاشلة',
      },
    },
  },
  jobs: {
    title: 'المهام في الخلفية',
    intro:
      'تمر الرسائل الإلكترونية والأعمال المجدولة عبر طوابير. المهمة التي فشلت كل محاولاتها تنتظر هنا لإعادة المحاولة.',
    queuesCaption: 'طوابير المهام',
    failedCaption: 'المهام الفاشلة',
    queue: 'الطابور',
    queued: 'في الانتظار',
    active: 'قيد التنفيذ',
    failed: 'فاشلة',
    failedAt: 'وقت الفشل',
    attempts: 'المحاولات',
    lastError: 'آخر خطأ',
    actions: 'الإجراءات',
    retry: 'إعادة المحاولة',
    retryLabel: 'إعادة محاولة المهمة الفاشلة {{queue}}',
    retried: 'عادت المهمة {{queue}} إلى الطابور.',
    noQueues: 'لا توجد طوابير مهام.',
    noFailed: 'لا توجد مهام فاشلة',
  },
} satisfies Messages;
