import { describe, expect, it } from 'vitest';
import { InitialDataStore, initialDataScript, readInitialData } from './initial-data';

describe('initial data', () => {
  it('reaches the app unchanged through the page, even with markup users wrote', () => {
    const data = { search: { key: 'city=Austin', data: { title: '</script><img src=x>\u2028' } } };
    document.body.innerHTML = `<div id="root">${initialDataScript(data)}</div>`;

    expect(document.body.innerHTML).not.toContain('</script><img');
    expect(document.querySelectorAll('img')).toHaveLength(0);
    const store = readInitialData();
    expect(store.peek('search', 'city=Austin')).toEqual(data.search.data);
    // Read once: the element is gone, so a later read finds nothing.
    expect(document.getElementById('initial-data')).toBeNull();
    expect(readInitialData().peek('search', 'city=Austin')).toBeUndefined();
  });

  it('serves an entry only for the request it answers, and only until consumed', () => {
    const store = new InitialDataStore({ search: { key: 'city=Austin', data: [1] } });
    expect(store.isEmpty()).toBe(false);
    expect(store.peek('search', 'city=Denver')).toBeUndefined();
    expect(store.peek('other', 'city=Austin')).toBeUndefined();
    expect(store.peek('search', 'city=Austin')).toEqual([1]);
    store.consume('search');
    expect(store.peek('search', 'city=Austin')).toBeUndefined();
    // Nothing left: the app's start skips loading the code that fills the cache.
    expect(store.isEmpty()).toBe(true);
    expect(new InitialDataStore().isEmpty()).toBe(true);
  });

  it('treats a broken or foreign element as no data', () => {
    document.body.innerHTML = '<script type="application/json" id="initial-data">{oops</script>';
    expect(readInitialData().peek('search', '')).toBeUndefined();
    document.body.innerHTML = '<script type="application/json" id="initial-data">[1,2]</script>';
    expect(readInitialData().peek('0', '')).toBeUndefined();
  });
});
