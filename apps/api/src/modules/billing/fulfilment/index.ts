export { type FulfilmentDeps, FulfilmentService } from './fulfilment.service';
