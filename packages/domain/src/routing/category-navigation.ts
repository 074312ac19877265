/**
 * The category navigation (§2 Screens): the root categories, the active category and the
 * breadcrumb stack. Every step returns a new value; the previous one is left as it was.
 */
export interface CategoryNavigation<Category> {
  readonly root: readonly Category[];
  readonly active: Category | null;
  readonly stack: readonly Category[];
}

/** The navigation at its root: no active category, an empty stack. */
export function categoryNavigation<Category>(
  root: readonly Category[],
): CategoryNavigation<Category> {
  return { root, active: null, stack: [] };
}

/** Opens a category: it is pushed onto the stack and becomes the active one. */
export function openCategory<Category>(
  navigation: CategoryNavigation<Category>,
  category: Category,
): CategoryNavigation<Category> {
  return { ...navigation, active: category, stack: [...navigation.stack, category] };
}

/**
 * Goes back one level: the top is popped and the one below becomes active. With fewer than
 * two entries there is no level below, so the navigation resets to its root.
 */
export function goBack<Category>(
  navigation: CategoryNavigation<Category>,
): CategoryNavigation<Category> {
  if (navigation.stack.length < 2) return categoryNavigation(navigation.root);
  const stack = navigation.stack.slice(0, -1);
  return { ...navigation, active: stack.at(-1) ?? null, stack };
}

/** Back to the root categories, e.g. when the navigation closes. */
export function resetCategoryNavigation<Category>(
  navigation: CategoryNavigation<Category>,
): CategoryNavigation<Category> {
  return categoryNavigation(navigation.root);
}
