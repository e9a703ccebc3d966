import type { CheckInfo } from '@levelbench/contracts';
import { DEFAULT_FORM, FORM_KEY, loadForm, runOptionsText, saveForm } from './verify-options';

const CHECKS: CheckInfo[] = [
  { name: 'pigment', label: 'Pigment levels', item: 'level file' },
  { name: 'worlds', label: 'Worlds', item: 'world', sizeOption: 'worlds' },
  { name: 'faces', label: 'Cube faces', item: 'face pair', sizeOption: 'pairs' },
];

/** A Map behind the two Storage methods the form uses. */
function memoryStorage(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('the verify form kept between visits', () => {
  it('gives back what was saved', () => {
    const s = memoryStorage();
    const form = { only: ['worlds' as const], worlds: 3, pairs: 7 };
    saveForm(s, form);
    expect(JSON.parse(s.m.get(FORM_KEY) ?? '')).toEqual(form);
    expect(loadForm(s)).toEqual(form);
  });

  it('falls back to the defaults for nothing stored, bad JSON, or fields that are not sizes', () => {
    expect(loadForm(memoryStorage())).toEqual(DEFAULT_FORM);
    expect(loadForm(null)).toEqual(DEFAULT_FORM);
    expect(loadForm(memoryStorage({ [FORM_KEY]: '{oops' }))).toEqual(DEFAULT_FORM);
    expect(loadForm(memoryStorage({ [FORM_KEY]: '{"only":"x","worlds":0,"pairs":2.5}' }))).toEqual(DEFAULT_FORM);
    expect(loadForm(memoryStorage({ [FORM_KEY]: '{"only":null,"worlds":5}' }))).toEqual({ ...DEFAULT_FORM, worlds: 5 });
  });

  it('keeps quiet when the storage refuses', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveForm(refusing, DEFAULT_FORM)).not.toThrow();
  });
});

describe('runOptionsText', () => {
  it('names the checks and the sizes only the checks that ran took', () => {
    expect(runOptionsText({ checks: ['pigment'], worlds: 64, pairs: 400 }, CHECKS)).toBe('Pigment levels');
    expect(runOptionsText({ checks: ['pigment', 'worlds'], worlds: 1, pairs: 400 }, CHECKS)).toBe(
      'Pigment levels, Worlds · 1 world',
    );
    expect(runOptionsText({ checks: ['worlds', 'faces'], worlds: 3, pairs: 2 }, CHECKS)).toBe(
      'Worlds, Cube faces · 3 worlds · 2 face pairs',
    );
  });

  it('shows a check this server does not offer by its name', () => {
    expect(runOptionsText({ checks: ['watersort'], worlds: 3, pairs: 2 }, CHECKS)).toBe('watersort');
  });
});
