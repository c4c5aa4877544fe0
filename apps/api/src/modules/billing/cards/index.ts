export { cardsPlugin, type CardsPluginOptions } from './cards.plugin';
export { paymentMethodField } from './cards.routes';
export { type CardsDeps, CardsService } from './cards.service';
