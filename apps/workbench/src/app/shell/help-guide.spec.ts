import { mixTable } from './help-guide';

describe('help guide', () => {
  it('builds the mix table from the rules: primaries mix, white clears, black and clashes seal, null keeps', () => {
    const t = Object.fromEntries(mixTable().map((r) => [r.cell, r.results]));
    // columns: empty (null face), red, yellow, blue, white, black
    expect(t['empty']).toEqual(['empty', 'red', 'yellow', 'blue', 'empty', 'black']);
    expect(t['red']).toEqual(['red', 'red', 'orange', 'purple', 'empty', 'black']);
    expect(t['yellow'].slice(1, 4)).toEqual(['orange', 'yellow', 'green']);
    expect(t['green'][1]).toBe('black'); // anything else seals
    expect(mixTable()).toHaveLength(9);
  });
});
