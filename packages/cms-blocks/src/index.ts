export { allBlocks, childBlocks, embeddedBlocks } from './block-children';
export {
  type BlockData,
  type BlockDataMap,
  BlockDataProvider,
  type BlockDataProviderProps,
  type BlockDataRequest,
  type BlockDataRequestContext,
  blockDataRequests,
  type CategoryLinkData,
  type CmsFormIntent,
  type ContactFormBlockData,
  type ContactSubjectsDataRequest,
  cmsFormFields,
  type FormOutcome,
  type ListingBlockData,
  type ListingDataRequest,
  type NewsletterSignupBlockData,
  type NewsletterSignupDataRequest,
  type RecommendationsBlockData,
  type RecommendationsDataRequest,
  useBlockData,
} from './block-data';
export {
  BlockList,
  BlockView,
  blockComponents,
  dataOnlyComponents,
  namedComponents,
  StoryBlockView,
  type StoryBlockViewProps,
} from './block-renderer';
export { preloadBlockViews } from './block-view-chunks';
export { ContactFormView, contactAction, newsletterAction } from './blocks/forms';
export { CmsImage, type CmsImageProps } from './cms-image';
export { CmsLink, type CmsLinkProps, useLinkTarget } from './cms-link';
export { BlockRenderer, CmsStory, type CmsStoryProps } from './cms-story';
export { type EditableMarkers, editableMarkers } from './editable';
export { cmsMessages, cmsNamespace } from './i18n/catalogues';
export { type CmsTranslate, useCmsText } from './i18n/cms-text';
export type { CmsMessageKey, CmsMessages } from './i18n/messages';
export { type BlockImageLoading, gridImageSizes, imageLoading } from './image-layout';
export {
  type ListingItemList,
  listingCardTracking,
  listingItemList,
} from './listing-item-list';
export {
  type BlockRenderContextValue,
  BlockRenderProvider,
  type BlockRenderProviderProps,
  type CmsImageUrlBuilder,
  type CmsImageUrlOptions,
  defaultBlockRenderContext,
  type ListingPreviewSource,
  type ProductCardActions,
  useBlockRender,
} from './render-context';
export { RichText, type RichTextProps } from './richtext/rich-text';
export { type SafeRichtextDoc, sanitiseRichtext } from './richtext/sanitise-richtext';
export { storyBlock } from './story-block';
export { storyblokImageUrl } from './storyblok-image-url';
export { typographicContent } from './typographic-block';
