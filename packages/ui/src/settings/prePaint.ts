import { SETTINGS_STORAGE_KEY, defaultSettings, settingsOptions, type Settings } from './config';

/** What the pre-paint script needs, passed in so that its source has no outside references. */
export interface PrePaintConfig {
  /** localStorage key. */
  key: string;
  /** Fallback per field. */
  defaults: Settings;
  /** Allowed values per enumerated field. */
  options: Record<string, readonly string[]>;
}

/**
 * Applies the stored settings to `<html>` before React runs. Self-contained (it is serialised
 * with `toString()` into {@link prePaintScript}): corrupt, partial or foreign JSON falls back to
 * the defaults field by field — the direction to the page's own `dir` when it has a valid one
 * (the page's language's) — and it never throws.
 */
export function applyStoredSettingsBeforePaint(doc: Document, config: PrePaintConfig): void {
  let s: Record<string, unknown> = {};
  try {
    const raw = doc.defaultView && doc.defaultView.localStorage.getItem(config.key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') s = parsed as Record<string, unknown>;
  } catch {
    s = {};
  }
  const pick = function (field: string, fallback?: string | null): string {
    const allowed = config.options[field] || [];
    const value = s[field];
    if (typeof value === 'string' && allowed.indexOf(value) !== -1) return value;
    if (typeof fallback === 'string' && allowed.indexOf(fallback) !== -1) return fallback;
    return String((config.defaults as unknown as Record<string, unknown>)[field]);
  };
  const stretch =
    typeof s.themeStretch === 'boolean' ? s.themeStretch : config.defaults.themeStretch;
  try {
    const html = doc.documentElement;
    html.setAttribute('data-mode', pick('themeMode'));
    html.setAttribute('data-preset', pick('themeColorPresets'));
    html.setAttribute('data-contrast', pick('themeContrast'));
    html.setAttribute('data-layout', pick('themeLayout'));
    html.setAttribute('data-stretch', String(stretch));
    // Without a stored direction, the page's own (a page served in Arabic is right to left).
    html.setAttribute('dir', pick('themeDirection', html.getAttribute('dir')));
  } catch {
    // Never block the page.
  }
}

/** The pre-paint config for the built-in settings. */
export const prePaintConfig: PrePaintConfig = {
  key: SETTINGS_STORAGE_KEY,
  defaults: defaultSettings,
  options: settingsOptions,
};

/**
 * Source of the inline `<script>` for `index.html` (before any stylesheet or module), e.g. with
 * a Vite `transformIndexHtml` hook: `<script>${prePaintScript}</script>`.
 */
export const prePaintScript = `(${applyStoredSettingsBeforePaint.toString()})(document, ${JSON.stringify(prePaintConfig)});`;
