import type { HeroBlock, ImageBlock, TeaserBlock } from '@vitrine/domain';
import type { ImageSizes } from '@vitrine/domain/catalog';
import { BlockList } from '../block-renderer';
import { CmsImage } from '../cms-image';
import { CmsLink, useLinkTarget } from '../cms-link';
import { useEditable } from '../editable';
import { useImagePriority } from '../image-layout';

/** The hero's picture: the whole width on phones, half of it from 768 px (two columns). */
const heroImageSizes: ImageSizes = {
  xs: '100vw',
  sm: '100vw',
  md: '100vw',
  xl: '50vw',
  default: 624,
};

/** The stage at the top of a page: headline, text, image and its call-to-action links. */
export function HeroView({ block }: { readonly block: HeroBlock }) {
  const editable = useEditable(block._uid);
  const priority = useImagePriority(block, true);
  return (
    <section
      {...editable}
      data-slot="cms-hero"
      className="grid items-center gap-6 overflow-hidden rounded-card bg-primary-soft md:grid-cols-2 vitality:bg-muted"
    >
      <div className="flex flex-col gap-4 p-6 md:p-10">
        {block.headline === '' ? null : (
          <h1 className="font-display text-3xl font-bold text-ink md:text-4xl">{block.headline}</h1>
        )}
        {block.text === '' ? null : <p className="text-lg text-ink">{block.text}</p>}
        {block.ctas.length === 0 ? null : (
          <div className="flex flex-wrap items-center gap-4">
            <BlockList blocks={block.ctas} />
          </div>
        )}
      </div>
      {block.image === null ? null : (
        <CmsImage
          asset={block.image}
          width={720}
          height={480}
          sizes={heroImageSizes}
          priority={priority}
          // Vitalia's stage shows its picture first, Nido's its welcome (issue 21).
          className="size-full md:vitality:order-first"
        />
      )}
    </section>
  );
}

/**
 * A card with image, headline and text that links as a whole. Empty fields are taken from the
 * related story when the page resolved it (name, description, slug).
 */
export function TeaserView({ block }: { readonly block: TeaserBlock }) {
  const editable = useEditable(block._uid);
  const priority = useImagePriority(block);
  const headline = block.headline || block.story?.name || '';
  const text = block.text || block.story?.description || '';
  const link =
    block.link ??
    (block.story?.fullSlug
      ? {
          linktype: 'story' as const,
          uuid: block.story.uuid,
          story: { full_slug: block.story.fullSlug },
        }
      : null);
  // An empty link field from the editor still arrives as an object; only the rule decides.
  const linked = useLinkTarget(link) !== null;
  const body = (
    <>
      {block.image === null ? null : (
        // The headline names the card; the picture beside it is decoration (no second name).
        <CmsImage
          asset={block.image}
          alt=""
          width={400}
          height={300}
          priority={priority}
          className="aspect-[4/3] w-full"
        />
      )}
      {headline === '' ? null : (
        // Not a heading: teasers sit under h1, h2 or nothing, so no level fits every page.
        <p className="font-display text-lg font-bold text-ink">{headline}</p>
      )}
      {text === '' ? null : <p className="text-sm text-ink-soft">{text}</p>}
    </>
  );
  return (
    <article {...editable} data-slot="cms-teaser" className="flex flex-col gap-2">
      {/* Without a usable link the card still shows, just not as a link (§3 Link). */}
      {linked ? (
        <CmsLink link={link} className="flex flex-col gap-2 rounded-card hover:underline">
          {body}
        </CmsLink>
      ) : (
        body
      )}
    </article>
  );
}

/** An image with the editor's §5 options (blur, quality, brightness, rotate, format). */
export function ImageView({ block }: { readonly block: ImageBlock }) {
  const editable = useEditable(block._uid);
  const priority = useImagePriority(block);
  if (block.asset === null) return null;
  return (
    <figure {...editable} data-slot="cms-image">
      <CmsImage
        asset={block.asset}
        alt={block.alt}
        options={block.options}
        width={1200}
        height={675}
        priority={priority}
        className="h-auto w-full"
      />
    </figure>
  );
}
