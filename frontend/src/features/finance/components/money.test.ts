import { parseSoum, soumText } from './money';

describe('so‘m typed in a form', () => {
  it('reads grouped so‘m and up to two decimals as whole tiyin', () => {
    expect(parseSoum('12 500 000')).toBe(1_250_000_000);
    expect(parseSoum('12500000,5')).toBe(1_250_000_050);
    expect(parseSoum('0.01')).toBe(1);
  });

  it('refuses negatives, three decimals and text', () => {
    expect(parseSoum('-5')).toBeNull();
    expect(parseSoum('1,555')).toBeNull();
    expect(parseSoum('abc')).toBeNull();
    expect(parseSoum('')).toBeNull();
  });

  it('writes tiyin back as it reads them', () => {
    for (const tiyin of [0, 1, 99, 100, 1_250_000_050]) expect(parseSoum(soumText(tiyin))).toBe(tiyin);
  });
});
