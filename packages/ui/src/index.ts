export {
  Badge,
  type BadgeProps,
  badgeVariants,
  ProductBadges,
  type ProductBadgesProps,
} from './components/badge';
export {
  Button,
  type ButtonProps,
  buttonVariants,
  IconButton,
  type IconButtonProps,
  iconButtonVariants,
} from './components/button';
export { ColorDots, type ColorDotsProps } from './components/color-dots';
export {
  DeliveryMessage,
  type DeliveryMessageProps,
  deliveryMessageVariants,
} from './components/delivery-message';
export * from './components/icons';
export { Link, type LinkProps, linkVariants } from './components/link';
export { Price, type PriceProps, priceVariants } from './components/price';
export { QuantityStepper, type QuantityStepperProps } from './components/quantity-stepper';
export { Rating, type RatingProps, ratingVariants } from './components/rating';
export * from './i18n';
export { cn } from './lib/cn';
