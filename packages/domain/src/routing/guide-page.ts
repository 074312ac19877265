const guideMarkers = ['ratgeber', 'les-inspirations', 'magazin'] as const;

/**
 * Whether a slug is a blog or guide page (§2): it contains `ratgeber`, `les-inspirations` or
 * `magazin` anywhere, in any letter case (`magazine` counts, as the spec says "contains").
 */
export function isGuidePage(slug: string | null | undefined): boolean {
  const lowered = (slug ?? '').toLowerCase();
  return guideMarkers.some((marker) => lowered.includes(marker));
}
