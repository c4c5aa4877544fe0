// The in-browser check of the trade history, a chunk of its own: the track record page loads it
// when the visitor asks for the check.
export { verifyTradeChain } from '@finfree/core';
