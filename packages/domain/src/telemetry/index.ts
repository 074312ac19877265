export {
  type AnalyticsEvent,
  type AnalyticsEventName,
  analyticsEventNames,
  analyticsEventSchema,
} from './analytics-event';
export {
  analyticsAllowed,
  analyticsEventsPath,
  analyticsScriptPath,
  analyticsService,
} from './analytics-script';
export { type ClientErrorReport, clientErrorReportSchema } from './client-errors';
export {
  type WebVitalName,
  type WebVitalPageType,
  type WebVitalRating,
  type WebVitalSample,
  webVitalNames,
  webVitalPageType,
  webVitalRating,
  webVitalSampleSchema,
} from './web-vitals';
