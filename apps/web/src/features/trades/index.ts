export { TradesPage, readTradeParams } from './TradesPage';
