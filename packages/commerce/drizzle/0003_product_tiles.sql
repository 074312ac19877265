-- Adds `sibling_colors` to the rows of commerce_products: the colour sets of a product's sibling
-- articles sold in the shop. Listings and search show colour dots (§4) from them without
-- loading every sibling's variants and prices.
CREATE OR REPLACE FUNCTION commerce_products(
  p_ids integer[], p_shop_id integer, p_language text, p_catalog text,
  p_include_inactive boolean, p_with_siblings boolean
) RETURNS SETOF json
  LANGUAGE plpgsql STABLE
  AS $$
BEGIN
  RETURN QUERY
  WITH requested AS (
    SELECT p.id, p.master_key FROM products p
    WHERE p.id = ANY(p_ids) AND p.catalog = p_catalog AND (p_include_inactive OR p.is_active)
  ),
  wanted AS (
    SELECT requested.id FROM requested
    UNION
    SELECT s.id FROM requested JOIN products s ON s.master_key = requested.master_key
    WHERE p_with_siblings AND s.id <> requested.id AND s.is_active
  )
  SELECT json_build_object(
    'id', p.id, 'reference_key', p.reference_key, 'master_key', p.master_key, 'brand', p.brand,
    'subbrand', p.subbrand, 'is_active', p.is_active, 'is_new', p.is_new, 'is_sale', p.is_sale,
    'rating_average', p.rating_average, 'review_count', p.review_count,
    'collections', p.collections, 'colors', p.colors,
    'created_at', p.created_at, 'updated_at', p.updated_at,
    'name', t.name, 'seo_url', t.seo_url, 'attributes', t.attributes,
    'advanced_attributes', t.advanced_attributes,
    'promotion_id', pr.id, 'promotion_key', pr.key, 'promotion_type', pr.effect_type,
    'promotion_data', pr.additional_data, 'promotion_label', pr.badge_labels ->> p_language,
    'promotion_valid', (pr.id IS NOT NULL AND (pr.valid_from IS NULL OR pr.valid_from <= now())
      AND (pr.valid_to IS NULL OR pr.valid_to >= now())),
    'variants', v.variants,
    'images', (SELECT json_agg(json_build_object('key', i.key, 'colorKey', i.color_key) ORDER BY i.position)
      FROM product_images i WHERE i.product_id = p.id),
    'category_ids', (SELECT json_agg(pc.category_id ORDER BY pc.position DESC)
      FROM product_categories pc WHERE pc.product_id = p.id),
    'sibling_colors', (SELECT json_agg(json_build_object('id', s.id, 'reference_key', s.reference_key,
        'colors', s.colors) ORDER BY s.id)
      FROM products s
      WHERE s.master_key = p.master_key AND s.id <> p.id AND s.is_active
        AND EXISTS (SELECT 1 FROM variants sv JOIN variant_prices svp
          ON svp.variant_id = sv.id AND svp.shop_id = p_shop_id WHERE sv.product_id = s.id))
  )
  FROM wanted
  JOIN products p ON p.id = wanted.id
  JOIN product_texts t ON t.product_id = p.id AND t.language = p_language
  LEFT JOIN promotions pr ON pr.id = p.promotion_id
  CROSS JOIN LATERAL (
    SELECT json_agg(json_build_object(
      'id', v.id, 'referenceKey', v.reference_key, 'bvc', v.bvc,
      'deliveryDaysFrom', v.delivery_days_from, 'deliveryDaysTo', v.delivery_days_to,
      'stock', v.stock_quantity, 'priceReference', v.price_reference,
      'paybackPointsFactor', v.payback_points_factor, 'attributes', v.attributes -> p_language,
      'currency', vp.currency, 'withTax', vp.with_tax, 'withoutTax', vp.without_tax,
      'vatRate', vp.vat_rate, 'recommendedRetailPrice', vp.recommended_retail_price,
      'reduction', vp.reduction_relative, 'referenceWithTax', vp.reference_with_tax,
      'referenceUnit', vp.reference_unit, 'referenceSize', vp.reference_size,
      'scalePrices', vp.scale_prices) ORDER BY v.position) AS variants
    FROM variants v
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.shop_id = p_shop_id
    WHERE v.product_id = p.id
  ) v
  WHERE v.variants IS NOT NULL;
END
$$;
