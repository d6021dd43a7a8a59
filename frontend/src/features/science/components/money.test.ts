import { formatMinor, minorToText, parseMinor } from './money';

describe('money in minor units', () => {
  it('reads what a person types, spaces and a comma included, to the tiyin', () => {
    expect(parseMinor('250 000 000')).toBe(25_000_000_000);
    expect(parseMinor('250000000,5')).toBe(25_000_000_050);
    expect(parseMinor('0.07')).toBe(7);
    expect(parseMinor('1 234 567,89')).toBe(123_456_789);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '1,234', '1.2.3', 'abc', '12,345,6']) expect(parseMinor(text)).toBeNull();
  });

  it('shows so‘m with spaces between thousands and tiyin only when there are any', () => {
    expect(formatMinor(25_000_000_000)).toBe('250 000 000');
    expect(formatMinor(25_000_000_050)).toBe('250 000 000,50');
    expect(formatMinor(99)).toBe('0,99');
  });

  it('gives back for editing exactly what it reads', () => {
    for (const minor of [0, 7, 100, 25_000_000_050, 999_999_999_999]) expect(parseMinor(minorToText(minor))).toBe(minor);
  });
});
