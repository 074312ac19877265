export {
  type WebVitalName,
  type WebVitalPageType,
  type WebVitalSample,
  webVitalNames,
  webVitalPageType,
  webVitalSampleSchema,
} from './web-vitals';
