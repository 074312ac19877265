import { describe, expect, test } from 'vitest';
import { createDialogStackStore } from './dialog-stack-store';

const ids = (store: ReturnType<typeof createDialogStackStore>) =>
  store.dialogs().map((dialog) => dialog.id);

describe('the page’s dialog stack before and after its machine loads (§4, issue 14)', () => {
  test('what is opened before the machine is there opens, in order, once it is', async () => {
    const store = createDialogStackStore([]);
    let changes = 0;
    store.subscribe(() => {
      changes += 1;
    });
    store.send({ type: 'dialog.opened', id: 'navigation' });
    store.send({ type: 'dialog.opened', id: 'country' });
    store.send({ type: 'dialog.closed', id: 'navigation' });
    expect(ids(store)).toEqual([]);
    await store.start();
    expect(ids(store)).toEqual(['country']);
    expect(changes).toBeGreaterThan(0);
  });

  test('a closing, an escape or a swipe with nothing open changes nothing', async () => {
    const store = createDialogStackStore([]);
    store.send({ type: 'dialog.closed', id: 'layer' });
    store.send({ type: 'dialog.escapePressed' });
    store.send({ type: 'dialog.swipedDown', distance: 400 });
    await store.start();
    expect(ids(store)).toEqual([]);
    store.send({ type: 'dialog.opened', id: 'sort' });
    expect(ids(store)).toEqual(['sort']);
  });

  test('dialogs open from the start are open at once when the machine was loaded before', async () => {
    await createDialogStackStore([]).start();
    const store = createDialogStackStore([{ id: 'consent', modal: true }]);
    expect(ids(store)).toEqual(['consent']);
  });

  test('the focus the machine sends back reaches the listeners (§4 returnFocusTo)', async () => {
    const store = createDialogStackStore([]);
    const requested: string[] = [];
    store.onFocusReturnRequested(({ elementId }) => requested.push(elementId));
    await store.start();
    store.send({ type: 'dialog.opened', id: 'sort', returnFocusTo: 'sort-button' });
    store.send({ type: 'dialog.escapePressed' });
    expect(requested).toEqual(['sort-button']);
  });
});
