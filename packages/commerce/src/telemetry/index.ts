export {
  type ClientErrorEntry,
  type ClientErrorsService,
  createClientErrorsService,
} from './client-errors-service';
export {
  createWebVitalsService,
  type WebVitalFigure,
  type WebVitalsService,
} from './web-vitals-service';
