export {
  createWebVitalsService,
  type WebVitalFigure,
  type WebVitalsService,
} from './web-vitals-service';
