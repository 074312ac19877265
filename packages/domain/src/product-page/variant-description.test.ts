import { describe, expect, test } from 'vitest';
import type { Attributes } from '../entities';
import { variantDescription } from './product-page-view';

const attribute = (key: string, label: string) => ({
  key,
  label: key,
  multiSelect: false,
  values: { label },
});

describe('an order line names the variant bought by what tells it apart (issue 19, §2 order detail)', () => {
  test.each([
    {
      name: 'size',
      attributes: { groesse: attribute('groesse', '62/68') },
      description: '62/68',
    },
    {
      name: 'size and make, in the choice’s order',
      attributes: {
        ausfuehrung: attribute('ausfuehrung', 'Eiche'),
        groesse: attribute('groesse', '70 × 140 cm'),
      },
      // Number and unit kept together (issue 21 typography).
      description: '70 × 140\u00a0cm · Eiche',
    },
    { name: 'nothing: the article number', attributes: {}, description: '1234567' },
  ] as { name: string; attributes: Attributes; description: string }[])(
    '$name',
    ({ attributes, description }) => {
      expect(variantDescription({ attributes, referenceKey: '1234567_2' })).toBe(description);
    },
  );
});
