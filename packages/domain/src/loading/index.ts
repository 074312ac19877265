export type {
  LoadingIndicatorInput,
  LoadingIndicatorPhase,
  LoadingIndicatorState,
} from './loading-indicator';
export {
  loadingDuration,
  loadingIndicator,
  loadingProgressCap,
  loadingThrottle,
} from './loading-indicator';
