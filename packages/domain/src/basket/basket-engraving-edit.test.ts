import { describe, expect, test } from 'vitest';
import type { CustomText, ItemGroup } from '../entities/basket';
import { readBasketForm } from './basket-form';
import { basketEngravingFormValues } from './basket-form-fields';
import { type ChangeableBasketItem, planEngravingChange } from './basket-item-change';

const basketKey = 'basket_baby_de_visitor';
const itemKey = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const group: ItemGroup = { id: '55000000', isMainItem: true, isRequired: true };
const line = (customText?: CustomText): ChangeableBasketItem => ({
  key: itemKey,
  quantity: 2,
  customData: customText === undefined ? {} : { customText },
  displayData: {},
  itemGroup: group,
});
const posted = (fields: Partial<Record<string, string>>) => (name: string) => fields[name];

describe('a basket line engraving edit (spec §2 engraving text edit, §4 "ohne" means no engraving)', () => {
  test.each<{ case: string; item: ChangeableBasketItem; text: CustomText | null; sent: unknown }>([
    {
      case: 'a new text updates the line at the same quantity',
      item: line({ text1: 'Mia' }),
      text: { text1: 'Lena' },
      sent: { quantity: 2, customData: { customText: { text1: 'Lena' } } },
    },
    {
      case: 'a first text on a line without engraving',
      item: line(),
      text: { text1: 'Ben' },
      sent: { quantity: 2, customData: { customText: { text1: 'Ben' } } },
    },
    {
      case: '"ohne" takes the engraving off by sending text1 "ohne"',
      item: line({ text1: 'Mia' }),
      text: { text1: 'OHNE' },
      sent: { quantity: 2, customData: { customText: { text1: 'ohne' } } },
    },
    {
      case: 'null (the dialog\'s "without engraving") takes it off the same way',
      item: line({ text1: 'Mia' }),
      text: null,
      sent: { quantity: 2, customData: { customText: { text1: 'ohne' } } },
    },
  ])('$case', ({ item, text, sent }) => {
    expect(planEngravingChange({ basketKey, item, customText: text })).toMatchObject({
      type: 'basket.updateItem',
      basketKey,
      itemKey,
      itemGroup: group,
      ...(sent as object),
    });
  });

  test.each<{ case: string; item: ChangeableBasketItem; text: CustomText | null }>([
    { case: 'the same text', item: line({ text1: 'Mia' }), text: { text1: 'Mia' } },
    { case: '"ohne" on a line without engraving', item: line(), text: { text1: 'ohne' } },
    { case: 'empty rows on a line without engraving', item: line(), text: { text1: ' ' } },
  ])('nothing to send for $case', ({ item, text }) => {
    expect(planEngravingChange({ basketKey, item, customText: text })).toBeNull();
  });

  test('the edit form is read with its rows', () => {
    expect(
      readBasketForm(
        posted({ ...basketEngravingFormValues(itemKey), text1: 'Mia', text2: '2024' }),
      ),
    ).toEqual({
      kind: 'ok',
      post: { intent: 'basketEngraving', itemKey, customText: { text1: 'Mia', text2: '2024' } },
    });
  });

  test.each([
    ['without any row', basketEngravingFormValues(itemKey)],
    [
      'with a row longer than any engraving',
      { ...basketEngravingFormValues(itemKey), text1: 'x'.repeat(201) },
    ],
    ['with a line key that is no UUID', { ...basketEngravingFormValues('1'), text1: 'Mia' }],
  ])('an edit %s is a form the page never posts', (_case, fields) => {
    expect(readBasketForm(posted(fields))).toEqual({
      kind: 'invalid',
      problem: 'basketPage.formInvalid',
    });
  });
});
