import { applySettingsToDocument, defaultSettings } from './config';

describe('applySettingsToDocument', () => {
  it('writes only the attributes of <html> that differ (each write restyles the page)', async () => {
    const root = document.createElement('html');
    applySettingsToDocument(defaultSettings, root);
    expect(root.getAttribute('data-mode')).toBe('dark');
    expect(root.getAttribute('dir')).toBe('ltr');
    const written: (string | null)[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) written.push(record.attributeName);
    });
    observer.observe(root, { attributes: true });
    applySettingsToDocument(defaultSettings, root);
    applySettingsToDocument({ ...defaultSettings, themeMode: 'light' }, root);
    await Promise.resolve();
    observer.disconnect();
    expect(written).toEqual(['data-mode']);
    expect(root.getAttribute('data-mode')).toBe('light');
  });
});
