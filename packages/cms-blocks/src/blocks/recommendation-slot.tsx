import type { RecommendationSlotBlock } from '@vitrine/domain';
import { cn, ProductCard, Slider } from '@vitrine/ui';
import { useBlockData } from '../block-data';
import { useEditable } from '../editable';
import { useProductImageSource } from '../product-image-source';
import { useBlockRender } from '../render-context';

/**
 * A recommendation slider (§3 Recommendation slot) over the products the page resolved for
 * it. §2: rendered only when there are results, so an empty or failed slot leaves no trace.
 * The show flags decide what the cards show; wishlist and basket actions belong to the page.
 */
export function RecommendationSlotView({ block }: { readonly block: RecommendationSlotBlock }) {
  const editable = useEditable(block._uid);
  const data = useBlockData(block._uid, 'recommendations');
  const imageSource = useProductImageSource();
  const { localizePath, renderLink } = useBlockRender();
  const products = (data?.products ?? []).slice(0, block.size);
  if (products.length === 0) return null;
  return (
    <section
      {...editable}
      data-slot="cms-recommendation-slot"
      data-recommendation-id={block.recommendationId}
      className="flex flex-col gap-4"
    >
      {block.headline === '' ? null : (
        <h2 className="font-display text-2xl font-bold text-ink">{block.headline}</h2>
      )}
      <Slider label={block.headline || block.recommendationId}>
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            imageSource={imageSource}
            localizePath={localizePath}
            renderLink={renderLink}
            density="compact"
            // The card has no switches for these show flags (§3); the slot hides the parts.
            className={cn(
              !block.show.badges && '[&_[data-slot=product-badges]]:hidden',
              !block.show.rating && '[&_[data-slot=rating]]:hidden',
            )}
          />
        ))}
      </Slider>
    </section>
  );
}
