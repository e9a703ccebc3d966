import { focusLostTo } from './focus-after-navigation';

describe('focusLostTo (focus after a navigation)', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it("moves a lost focus to the page's first heading, made focusable", () => {
    document.body.innerHTML = '<main><h1>Corner Case</h1><button>Save</button></main>';
    (document.activeElement as HTMLElement | null)?.blur();
    const h1 = focusLostTo(document);
    expect(h1?.textContent).toBe('Corner Case');
    expect(document.activeElement).toBe(h1);
    expect(h1?.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves a focus that is still on a live control', () => {
    document.body.innerHTML = '<main><h1>Preview</h1><input id="seed"></main>';
    const seed = document.getElementById('seed') as HTMLInputElement;
    seed.focus();
    expect(focusLostTo(document)).toBeNull();
    expect(document.activeElement).toBe(seed);
  });
});
