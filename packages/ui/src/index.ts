export {
  AddToCartLayer,
  type AddToCartLayerProps,
  type AddToCartLayerState,
  addToCartLayerVariants,
} from './components/add-to-cart-layer';
export {
  Badge,
  type BadgeProps,
  badgeVariants,
  ProductBadges,
  type ProductBadgesProps,
} from './components/badge';
export {
  LazyBasketClickAndReserveDialog,
  LazyBasketCustomizeDialog,
  LazyBasketInfoStep,
  LazyCarrierInfoDialog,
  LazyMedicalProductInfoDialog,
  LazyShippingCostProgressDialog,
  preloadBasketPageDialogs,
} from './components/basket-page-dialog-views';
export {
  BasketProductCard,
  type BasketProductCardProps,
  basketProductCardVariants,
} from './components/basket-product-card';
export {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  type BreadcrumbLinkProps,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from './components/breadcrumb';
export { BundleSetContents, type BundleSetContentsProps } from './components/bundle-set-contents';
export {
  Button,
  type ButtonProps,
  buttonVariants,
  IconButton,
  type IconButtonProps,
  iconButtonVariants,
} from './components/button';
export {
  type CategoryEntry,
  CategoryStack,
  type CategoryStackProps,
  categoryEntries,
} from './components/category-stack';
export { CheckboxField, type CheckboxFieldProps } from './components/checkbox-field';
export { ColorDots, type ColorDotsProps } from './components/color-dots';
export * from './components/consent-banner';
export * from './components/country-picker';
export {
  DeliveryMessage,
  type DeliveryMessageProps,
  deliveryMessageVariants,
} from './components/delivery-message';
export {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  type DialogProps,
  DialogStackProvider,
  type DialogStackProviderProps,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
  preloadDialogs,
  useDialogStack,
} from './components/dialog';
export * from './components/dialogs/account-dialogs';
export * from './components/dialogs/basket-dialogs';
export * from './components/dialogs/basket-info-dialogs';
export * from './components/dialogs/campaign-dialogs';
export * from './components/dialogs/delivery-dialogs';
export type { ContentDialogProps } from './components/dialogs/dialog-frame';
export * from './components/dialogs/listing-dialogs';
export * from './components/dialogs/navigation-dialogs';
export * from './components/dialogs/product-choice-dialogs';
export * from './components/dialogs/product-info-dialogs';
export * from './components/dialogs/wishlist-dialogs';
export { EmptyState, type EmptyStateProps, emptyStateVariants } from './components/empty-state';
export * from './components/engraving-editor';
export { type ErrorDetails, ErrorPage, type ErrorPageProps } from './components/error-page';
export {
  FacetBar,
  type FacetBarProps,
  FacetFilters,
  type FacetFiltersProps,
  FacetForm,
  type FacetFormProps,
  FacetGroup,
  type FacetGroupProps,
} from './components/facet-filters';
export { Footer, type FooterColumn, type FooterLink, type FooterProps } from './components/footer';
export {
  EmailField,
  FieldDescription,
  FieldError,
  type FieldErrorMessage,
  FieldLabel,
  Input,
  Label,
  TextField,
  type TextFieldProps,
} from './components/form-field';
export * from './components/icons';
export { Image, type ImagePriority, type ImageProps, imageVariants } from './components/image';
export { ImageSwiper, type ImageSwiperProps, type SwiperImage } from './components/image-swiper';
export { useLazyDialog } from './components/lazy-dialog';
export { Link, type LinkProps, linkVariants } from './components/link';
export type { ListingPreview } from './components/listing-filter-draft';
export {
  LoadingBar,
  type LoadingBarProps,
  LoadingIndicator,
  type LoadingIndicatorProps,
  loadingBarVariants,
} from './components/loading-indicator';
export { MobileNavigation, type MobileNavigationProps } from './components/mobile-navigation';
export { Pagination, type PaginationProps } from './components/pagination';
export {
  PasswordField,
  type PasswordFieldProps,
  PasswordGuide,
  type PasswordGuideProps,
} from './components/password-field';
export { PaymentMark, type PaymentMarkProps } from './components/payment-mark';
export { Price, type PriceProps, priceVariants } from './components/price';
export {
  ProductCard,
  type ProductCardProps,
  productCardAddToCartState,
  productCardVariants,
} from './components/product-card';
export {
  ProductDetail,
  type ProductDetailCardActions,
  type ProductDetailProps,
} from './components/product-detail';
export {
  ProductListing,
  type ProductListingProps,
  productListingImageSizes,
  productListingImageSizesFor,
} from './components/product-listing';
export { preloadProductPageDialogs } from './components/product-page-dialog-views';
export { QuantityStepper, type QuantityStepperProps } from './components/quantity-stepper';
export {
  RadioGroupField,
  type RadioGroupFieldProps,
  type RadioOption,
} from './components/radio-group-field';
export { Rating, type RatingProps, ratingVariants } from './components/rating';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field';
export {
  ShippingCostProgress,
  type ShippingCostProgressProps,
} from './components/shipping-cost-progress';
export { ShippingCostRule, type ShippingCostRuleProps } from './components/shipping-cost-rule';
export { SideNavigation, type SideNavigationProps } from './components/side-navigation';
export {
  SiteHeader,
  type SiteHeaderLink,
  type SiteHeaderProps,
} from './components/site-header';
export { SiteSearch, type SiteSearchProps } from './components/site-search';
export { Slider, type SliderProps, sliderImageSizes } from './components/slider';
export {
  defaultSort,
  SortForm,
  type SortFormProps,
  SortSelect,
  type SortSelectProps,
  sortSelectVariants,
} from './components/sort-select';
export { StoreStock } from './components/store-stock';
export {
  type SubcategoryLink,
  SubcategoryRow,
  type SubcategoryRowProps,
} from './components/subcategory-row';
export {
  type StaticToast,
  StaticToasts,
  type StaticToastsProps,
  Toaster,
  type ToasterProps,
  toastVariants,
  useToastQueue,
} from './components/toast';
// Issue 21's trust marks and voucher code (kept beside the footer).
export {
  CarrierMark,
  type CarrierMarkProps,
  type ShopRating,
  ShopReviewMark,
  type ShopReviewMarkProps,
  TrustMarks,
  type TrustMarksProps,
} from './components/trust-marks';
export {
  VoucherCode,
  type VoucherCodeProps,
  type VoucherCopyState,
} from './components/voucher-code';
export {
  WishlistAddToCartStep,
  type WishlistAddToCartStepProps,
} from './components/wishlist-add-to-cart-step';
export { WishlistInfoStep, type WishlistInfoStepProps } from './components/wishlist-info-step';
export {
  LazyWishlistAddToCartDialog,
  LazyWishlistInfoDialog,
} from './components/wishlist-page-dialog-views';
export * from './i18n';
export {
  type ArrangedBrand,
  type BrandArrangement,
  brandArrangement,
  brandArrangements,
  type ProductDetailArrangement,
  type ProductListingColumns,
} from './lib/brand-arrangement';
export { cn } from './lib/cn';
export type { ImageSource, ImageSourceOptions } from './lib/image-source';
export { type LazyView, lazyView } from './lib/lazy-view';
export {
  LinkRendererProvider,
  type RenderLink,
  useRenderLink,
} from './lib/link-renderer';
export { type ClickModifiers, isModifiedClick } from './lib/modified-click';
export { type PaginationEntry, paginationRange } from './lib/pagination-range';
export { useHydrated } from './lib/use-hydrated';
