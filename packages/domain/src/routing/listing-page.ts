/**
 * Whether a story's content has a listing block anywhere in its block tree (§2: a page with a
 * listing block is a listing page). The tree is walked without recursion and each object is
 * visited once, so deep or cyclic content (resolved relations) cannot overflow or loop.
 *
 * @example
 * isListingPage({ component: 'page', body: [{ component: 'grid', columns: [{ component: 'listing' }] }] }) // true
 */
export function isListingPage(content: unknown, blockName = 'listing'): boolean {
  const pending: unknown[] = [content];
  const visited = new WeakSet<object>();
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null || visited.has(node)) continue;
    visited.add(node);
    if (Array.isArray(node)) {
      pending.push(...node);
      continue;
    }
    const record = node as Readonly<Record<string, unknown>>;
    if (record.component === blockName) return true;
    pending.push(...Object.values(record));
  }
  return false;
}
