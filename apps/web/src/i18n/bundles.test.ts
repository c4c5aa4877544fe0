import { changeLanguage, i18n, initI18n, loadBundles } from '.';
import { fr as billingFr } from './locales/billing/fr';

describe('bundles that load with their screens', () => {
  it('asked for while i18n is still starting (a route preloaded at start), wait for it', async () => {
    const pending = loadBundles('admin');
    await initI18n('en');
    await pending;
    expect(i18n.exists('admin.title')).toBe(true);
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
