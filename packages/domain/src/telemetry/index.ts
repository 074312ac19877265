export {
  type AnalyticsEvent,
  type AnalyticsEventName,
  analyticsAllowed,
  analyticsEventNames,
  analyticsEventSchema,
  analyticsEventsPath,
  analyticsScriptPath,
  analyticsService,
} from './analytics-event';
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
