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
