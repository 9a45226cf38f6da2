import { describe, expect, it } from 'vitest';
import { ENTRY_STYLE_ATTRIBUTE, entryStylesLoaded } from './entry-styles';

function marked(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute(ENTRY_STYLE_ATTRIBUTE, '');
  document.head.appendChild(link);
  return link;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('entryStylesLoaded', () => {
  it('waits for every marked stylesheet, loaded or failed', async () => {
    document.head.innerHTML = '';
    const [a, b] = [marked(), marked()];
    const ready = entryStylesLoaded();
    expect(await settled(ready)).toBe(false);
    a.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(false);
    b.dispatchEvent(new Event('error'));
    expect(await settled(ready)).toBe(true);
  });

  it('is ready at once without marked stylesheets (vite dev) or when they have loaded', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/other.css">';
    expect(await settled(entryStylesLoaded())).toBe(true);
    const link = marked();
    Object.defineProperty(link, 'sheet', { value: {} });
    expect(await settled(entryStylesLoaded())).toBe(true);
  });
});
