import { type BasketFormIntent, basketFormFields, basketFormIntents } from '@vitrine/domain';
import type { BasketFormResult } from './basket-form-post.server';

const intents: readonly string[] = Object.values(basketFormIntents);

/**
 * What a basket form's fetcher answers when its call never came back (the network dropped it,
 * or the server failed): the change was not made, so the line stays as it was and says so, with
 * a toast (issue 16: §8 would be silent; a shopper would rather know). The page's loader, asked
 * again after the post, shows the basket as the engine has it.
 */
export function basketCallFailed(form: FormData): BasketFormResult {
  const intent = form.get(basketFormFields.intent);
  const itemKey = form.get(basketFormFields.itemKey);
  return {
    intent:
      typeof intent === 'string' && intents.includes(intent) ? (intent as BasketFormIntent) : null,
    toast: { type: 'toast.show', variant: 'error', message: 'basketPage.changeFailed' },
    ok: false,
    ...(typeof itemKey === 'string' && itemKey !== '' ? { itemKey } : {}),
  };
}
