import { changeLanguage, i18n, initI18n, loadBundles, registerBundles } from '.';
import { screenBundles } from './screenBundles';
import { fr as billingFr } from './locales/billing/fr';
import { ar as outlookAr } from './locales/outlook/ar';

// As the app's router does.
registerBundles(screenBundles);

describe('bundles that load with their screens', () => {
  it('asked for while i18n is still starting (a route preloaded at start), wait for it', async () => {
    const pending = loadBundles('admin.common');
    await initI18n('en');
    await pending;
    expect(i18n.exists('admin.title')).toBe(true);
  });

  it('in parts: a part joins the keys of its catalogue (with the keys it shares), the other parts stay unloaded', async () => {
    await initI18n('en');
    await loadBundles('admin.members');
    expect(i18n.t('admin.common.actions')).toBe('Actions');
    expect(i18n.exists('admin.members.name')).toBe(true);
    expect(i18n.exists('admin.refund.title')).toBe(true);
    expect(i18n.exists('admin.trades.publish')).toBe(false);

    await loadBundles('admin.trades');
    expect(i18n.exists('admin.trades.publish')).toBe(true);
    expect(i18n.exists('admin.members.name')).toBe(true);

    await changeLanguage('fr');
    expect(i18n.t('admin.members.name')).toBe('Nom');
    expect(i18n.exists('admin.trades.publish')).toBe(true);
  });

  it('are missing until loaded, then follow every language switch', async () => {
    await initI18n('en');
    expect(i18n.exists('billing.title')).toBe(false);
    await loadBundles('billing');
    expect(i18n.exists('billing.title')).toBe(true);
    expect(i18n.t('common.signIn')).toBe('Sign In');

    await changeLanguage('fr');
    expect(i18n.t('billing.title')).toBe(billingFr.title);
    // The main French catalogue is loaded too, not hidden by the bundle merged before it.
    expect(i18n.t('common.signIn')).not.toBe('');
    expect(i18n.exists('common.signIn')).toBe(true);
  });

  it('the market outlook’s catalogue loads with its screens, under `outlook`, and follows a switch', async () => {
    await initI18n('en');
    expect(i18n.exists('outlook.title')).toBe(false);
    await loadBundles('outlook');
    expect(i18n.t('outlook.title')).toBe('Market outlook');
    await changeLanguage('ar');
    expect(i18n.t('outlook.title')).toBe(outlookAr.title);
    expect(i18n.t('nav.outlook')).toBe('توقعات السوق');
  });
});

describe('the market outlook’s admin part', () => {
  it('loads with the keys the consoles share, in every language switched to', async () => {
    await initI18n('en');
    await loadBundles('admin.outlook');
    expect(i18n.t('admin.outlook.title')).toBe('Outlook console');
    expect(i18n.t('admin.common.actions')).toBe('Actions');
    await changeLanguage('ar');
    expect(i18n.t('admin.outlook.title')).toBe('لوحة التوقعات');
    await changeLanguage('en');
  });
});

describe('starting i18n again', () => {
  it('reloads the catalogues i18next forgot (the prerender starts it once per page)', async () => {
    await initI18n('en');
    await initI18n('en');
    expect(i18n.t('common.signIn')).toBe('Sign In');
  });
});

describe('starting i18n again', () => {
  it('reloads the catalogues i18next forgot (the prerender starts it once per page)', async () => {
    await initI18n('en');
    await initI18n('en');
    expect(i18n.t('common.signIn')).toBe('Sign In');
  });
});
