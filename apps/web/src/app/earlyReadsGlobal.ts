/** The name of the global the early reads head script leaves its reads in (`earlyReads.ts`). */
export const EARLY_READS_GLOBAL = '__finfreeEarlyReads';
