/**
 * Rules the ui components need that no other module had: the image swiper's behaviour (§2)
 * and the password guide (§5). Pure functions like the rest of the domain.
 */
export {
  type ImageSwiperSettings,
  imageSwiperLoopBelowWidth,
  imageSwiperSettings,
} from './image-swiper';
export { type PasswordGuideRule, passwordGuide } from './password-guide';
