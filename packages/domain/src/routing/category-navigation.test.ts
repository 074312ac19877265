import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type CategoryNavigation,
  categoryNavigation,
  goBack,
  openCategory,
  resetCategoryNavigation,
} from './category-navigation';

const root = ['Baby', 'Kinderzimmer'] as const;
type Step = { open: string } | 'back' | 'reset';

function run(steps: readonly Step[]): CategoryNavigation<string> {
  return steps.reduce<CategoryNavigation<string>>(
    (navigation, step) =>
      step === 'back'
        ? goBack(navigation)
        : step === 'reset'
          ? resetCategoryNavigation(navigation)
          : openCategory(navigation, step.open),
    categoryNavigation(root),
  );
}

describe('category navigation (spec §2 Screens)', () => {
  test.each<{ label: string; steps: Step[]; active: string | null; stack: string[] }>([
    { label: 'at the start', steps: [], active: null, stack: [] },
    { label: 'after add', steps: [{ open: 'Baby' }], active: 'Baby', stack: ['Baby'] },
    {
      label: 'after two adds',
      steps: [{ open: 'Baby' }, { open: 'Bodys' }],
      active: 'Bodys',
      stack: ['Baby', 'Bodys'],
    },
    {
      label: 'after two adds and back',
      steps: [{ open: 'Baby' }, { open: 'Bodys' }, 'back'],
      active: 'Baby',
      stack: ['Baby'],
    },
    {
      label: 'after back with one entry',
      steps: [{ open: 'Baby' }, 'back'],
      active: null,
      stack: [],
    },
    { label: 'after back at the root', steps: ['back'], active: null, stack: [] },
    {
      label: 'after reset',
      steps: [{ open: 'Baby' }, { open: 'Bodys' }, 'reset'],
      active: null,
      stack: [],
    },
  ])('$label', ({ steps, active, stack }) => {
    const navigation = run(steps);
    expect(navigation).toEqual({ root, active, stack });
  });

  test('steps leave the previous navigation as it was', () => {
    const start = openCategory(categoryNavigation(root), 'Baby');
    const snapshot = structuredClone(start);
    openCategory(start, 'Bodys');
    goBack(start);
    resetCategoryNavigation(start);
    expect(start).toEqual(snapshot);
  });

  test('opening n categories and going back n times returns to the root', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), (names) => {
        const opened = names.reduce(openCategory, categoryNavigation<string>(root));
        const back = names.reduce((navigation) => goBack(navigation), opened);
        expect(back).toEqual(categoryNavigation(root));
      }),
    );
  });
});
