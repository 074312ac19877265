export {
  type ClientErrorSource,
  clientErrorSources,
  errorReleaseTag,
  errorReportingSampleRate,
  errorReportingVersion,
  isSampledIn,
} from './error-reporting';
