export {
  type AnalyticsCount,
  type AnalyticsService,
  createAnalyticsService,
} from './analytics-service';
export {
  type ClientErrorEntry,
  type ClientErrorsService,
  createClientErrorsService,
} from './client-errors-service';
export {
  type ConsentRecordsService,
  createConsentRecordsService,
  type StoredConsentRecord,
} from './consent-records-service';
export {
  createWebVitalsService,
  type WebVitalFigure,
  type WebVitalsService,
} from './web-vitals-service';
