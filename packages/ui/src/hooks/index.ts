export { useControllableState } from './useControllableState';
export type { UseControllableStateOptions } from './useControllableState';
export { composeRefs, useComposedRefs } from './useComposedRefs';
export { isMobileDevice, useIsMobileDevice } from './useIsMobileDevice';
