import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { lazyView } from './lazy-view';

function Greeting({ name }: { readonly name: string }) {
  return <p>Hallo {name}</p>;
}

describe('a view in its own chunk (issue 14: a page loads only what it renders)', () => {
  test('renders nothing in its place until its code is loaded, then the whole view, loading it once', async () => {
    let loads = 0;
    const view = lazyView(async () => {
      loads += 1;
      return Greeting;
    });
    const View = view;
    expect(renderToString(<View name="Ada" />)).not.toContain('Hallo');
    await view.preload();
    await view.preload();
    expect(renderToString(<View name="Ada" />)).toContain('Hallo <!-- -->Ada');
    expect(loads).toBe(1);
  });
});
