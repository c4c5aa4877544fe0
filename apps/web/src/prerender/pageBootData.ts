// Used by the renderer only (the API server's), not by the app's entry, so the entry does not
// carry the track record's code.
import type { TradeChain } from '@finfree/core';
import type { BootData } from '../app/bootData';
import { chainHeadsOf } from '../features/track-record/chainHeads';

/** The API's answers a page is rendered from, as the server reads them (the whole chain). */
export type PageAnswers = Omit<BootData, 'chainHeads'> & { chain?: TradeChain };

/** The boot data of a page: of the API's answers, only what the page renders. */
export function bootDataOf({ chain, ...answers }: PageAnswers): BootData {
  return chain ? { ...answers, chainHeads: chainHeadsOf(chain) } : answers;
}
