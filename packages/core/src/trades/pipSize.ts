/** The asset classes a trade can be published in. */
export const ASSET_CLASSES = ['forex', 'crypto', 'indices', 'commodities', 'stocks'] as const;
/** One of {@link ASSET_CLASSES}. */
export type AssetClass = (typeof ASSET_CLASSES)[number];

/**
 * Size of one pip or point: 0.0001 (0.01 for JPY pairs) in forex, 0.1 for gold (0.01 for other
 * commodities), 0.01 for stocks, 1 point for indices and crypto. The API computes a trade's
 * outcome in these units and the trade form previews them: both use this one rule.
 */
export function pipSize(symbol: string, assetClass: AssetClass): number {
  const s = symbol.toUpperCase();
  switch (assetClass) {
    case 'forex':
      return s.includes('JPY') ? 0.01 : 0.0001;
    case 'commodities':
      return s.startsWith('XAU') ? 0.1 : 0.01;
    case 'stocks':
      return 0.01;
    default:
      return 1;
  }
}
