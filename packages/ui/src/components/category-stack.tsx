import type { CategoryNode, CategorySubNode } from '@vitrine/domain/content-model';
import {
  type CategoryNavigation,
  categoryNavigation,
  goBack,
  openCategory,
} from '@vitrine/domain/routing';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { useRenderLink } from '../lib/link-renderer';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** One category of the stack, whether a root node or a sub-category. */
interface CategoryEntry {
  readonly name: string;
  readonly link: string;
  readonly children: readonly CategoryEntry[];
}

const entryOfSub = (node: CategorySubNode): CategoryEntry => ({
  name: node.navText,
  link: node.navLink,
  children: node.children.map(entryOfSub),
});

/** The root categories as stack entries. */
const categoryEntries = (nodes: readonly CategoryNode[]): CategoryEntry[] =>
  nodes.map((node) => ({
    name: node.name,
    link: node.link,
    children: node.subCategories.map(entryOfSub),
  }));

type CategoryStackProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The root categories (`categoryNodes()` of the layout's navigation links). */
  categories: readonly CategoryNode[];
  /** Opens the stack on this root category's link (the desktop bar's category). */
  initialLink?: string;
  /** Called when the shopper follows a link, so the dialog around the stack can close. */
  onNavigate?: (href: string) => void;
  /** The heading level of each level's title. */
  titleAs?: 'h2' | 'h3';
};

const rowClass =
  'flex min-h-12 w-full cursor-pointer items-center justify-between gap-2 rounded-control px-3 text-left font-semibold outline-none transition-colors hover:bg-muted focus-visible:ring-3 focus-visible:ring-focus [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * The category drill-down of the side and mobile navigation: the
 * root list, then the active category's children. Opening a category pushes it, back pops
 * it, and with fewer than two entries back returns to the root (`goBack` in the domain).
 * After each step the focus moves to the new level's title, so keyboard users keep their place.
 * Its links go through the app's link renderer (`useRenderLink`).
 */
function CategoryStack({
  categories,
  initialLink,
  onNavigate,
  titleAs: Title = 'h2',
  className,
  ...props
}: CategoryStackProps) {
  const { t } = useUiText();
  const renderLink = useRenderLink();
  const entries = React.useMemo(() => categoryEntries(categories), [categories]);
  const [navigation, setNavigation] = React.useState<CategoryNavigation<CategoryEntry>>(() => {
    const root = categoryNavigation(entries);
    const initial = entries.find((entry) => entry.link === initialLink);
    return initial !== undefined && initial.children.length > 0
      ? openCategory(root, initial)
      : root;
  });
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  const moved = React.useRef(false);

  React.useEffect(() => {
    if (moved.current) titleRef.current?.focus();
  });

  const step = (next: CategoryNavigation<CategoryEntry>) => {
    moved.current = true;
    setNavigation(next);
  };

  const { active, stack } = navigation;
  const list = active?.children ?? navigation.root;
  const parent = stack.at(-2);
  const follow = (href: string) => () => onNavigate?.(href);

  return (
    <div
      data-slot="category-stack"
      data-state={active === null ? 'root' : 'nested'}
      data-depth={stack.length}
      className={cn('flex flex-col gap-1', className)}
      {...props}
    >
      {active !== null ? (
        <>
          <button
            type="button"
            data-slot="category-stack-back"
            onClick={() => step(goBack(navigation))}
            className={cn(rowClass, 'justify-start font-normal text-ink-soft')}
          >
            <ChevronLeftIcon />
            {parent !== undefined
              ? t('navigation.backTo', { name: parent.name })
              : t('navigation.back')}
          </button>
          <Title
            ref={titleRef}
            tabIndex={-1}
            data-slot="category-stack-title"
            className="px-3 pt-2 font-display text-xl font-bold outline-none"
          >
            {active.name}
          </Title>
          <div data-slot="category-stack-show-all" className="px-3 pb-1">
            {renderLink({
              href: active.link,
              onClick: follow(active.link),
              className:
                'rounded-sm font-semibold text-primary underline outline-none focus-visible:ring-3 focus-visible:ring-focus',
              children: t('navigation.showAll', { name: active.name }),
            })}
          </div>
        </>
      ) : (
        <Title ref={titleRef} tabIndex={-1} data-slot="category-stack-title" className="sr-only">
          {t('navigation.label')}
        </Title>
      )}
      <ul data-slot="category-stack-list" className="flex flex-col">
        {list.map((entry) => (
          <li key={`${entry.link}-${entry.name}`} data-slot="category-stack-item">
            {entry.children.length > 0 ? (
              <button
                type="button"
                aria-label={t('navigation.openCategory', { name: entry.name })}
                onClick={() => step(openCategory(navigation, entry))}
                className={rowClass}
              >
                {entry.name}
                <ChevronRightIcon />
              </button>
            ) : (
              renderLink({
                href: entry.link,
                onClick: follow(entry.link),
                className: rowClass,
                children: entry.name,
              })
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export { type CategoryEntry, CategoryStack, type CategoryStackProps, categoryEntries };
