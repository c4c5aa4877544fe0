export { TradesConsolePage } from './TradesConsolePage';
