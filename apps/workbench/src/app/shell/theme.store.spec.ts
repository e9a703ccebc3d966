import { initialTheme } from './theme.store';

describe('initialTheme', () => {
  it('prefers the stored choice', () => {
    expect(initialTheme('dark', false)).toBe('dark');
    expect(initialTheme('light', true)).toBe('light');
  });
  it('falls back to the system preference for missing or unknown values', () => {
    expect(initialTheme(null, true)).toBe('dark');
    expect(initialTheme('purple', false)).toBe('light');
  });
});
