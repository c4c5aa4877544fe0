import type { NavMessages } from './en';

export const ar = {
  auditLog: 'سجل التدقيق',
  home: 'الرئيسية',
  pricing: 'الأسعار',
  aboutUs: 'من نحن',
  contactUs: 'اتصل بنا',
  overview: 'نظرة عامة',
  dashboard: 'لوحة التحكم',
  trades: 'الصفقات',
  outlook: 'توقعات السوق',
  affiliates: 'الإحالات',
  plans: 'الخطط',
  payment: 'الدفع',
  management: 'الإدارة',
  members: 'الأعضاء',
  tradesConsole: 'لوحة الصفقات',
  payouts: 'المدفوعات',
  disputes: 'النزاعات',
  connect: 'الربط',
  integrations: 'التكاملات',
  changelog: 'سجل التغييرات',
} satisfies NavMessages;
