export {
  type ClientErrorReport,
  type ClientErrorSource,
  clientErrorReportSchema,
  clientErrorSources,
  errorReleaseTag,
  errorReportingSampleRate,
  errorReportingVersion,
  isSampledIn,
} from './client-errors';
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
