import type { OutlookMessages } from './en';

export const ar = {
  title: 'توقعات السوق',
  intro:
    'قراءة المحللين الأسبوعية للأسواق: المستويات التي يراقبونها، والسيناريوهات التي يتوقعونها، والصفقات المبنية عليها.',
  search: 'ابحث في التوقعات',
  searchPlaceholder: 'كلمة من العنوان أو الملخص',
  tags: 'التصفية حسب الوسم',
  assetClasses: {
    forex: 'الفوركس',
    crypto: 'العملات المشفرة',
    indices: 'المؤشرات',
    commodities: 'السلع',
    stocks: 'الأسهم',
  },
  loadError: 'تعذّر تحميل التوقعات.',
  empty: 'لا توجد توقعات بعد',
  emptyText: 'ستظهر هنا أول توقعات المحللين فور نشرها.',
  noMatch: 'لا يوجد منشور مطابق',
  noMatchText: 'جرّب كلمات أخرى أو وسمًا آخر.',
  clearFilters: 'مسح عوامل التصفية',
  pages: 'صفحات التوقعات',
  edited: 'مُعدَّل',
  editedOn: 'عُدِّل في {{date}}',
  byline: 'بقلم {{name}}',
  postTags: 'الوسوم',
  back: 'كل التوقعات',
  postLoadError: 'تعذّر تحميل هذا المنشور.',
  notFound: 'هذا المنشور غير موجود أو لم يعد منشورًا.',
  locked: {
    title: 'التوقعات الكاملة مخصّصة للأعضاء',
    text: 'اشترك لتقرأ كل التوقعات كاملةً، مع الصفقات التي تتناولها.',
    seePlans: 'اطّلع على الخطط',
  },
  trades: {
    title: 'الصفقات في هذا المنشور',
    loadError: 'تعذّر تحميل هذه الصفقة.',
    open: 'افتح في الصفقات',
    openFor: 'افتح في الصفقات: {{symbol}}',
  },
} satisfies OutlookMessages;
