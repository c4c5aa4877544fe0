export { type DisputeEntry, type DisputeRow, DisputesRepository } from './disputes.repository';
export { DISPUTED, type DisputesDeps, DisputesService } from './disputes.service';
export { registerDisputeRoutes } from './disputes.routes';
