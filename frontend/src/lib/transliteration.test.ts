import rules from '../../../i18n/uz-cyrl.json';
import { toCyrillic } from './transliteration';

describe('Uzbek Latin to Cyrillic', () => {
  const cases = rules.cases as [string, string][];

  it('has the cases the server runs too', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases)('%s → %s', (latin, cyrillic) => {
    expect(toCyrillic(latin)).toBe(cyrillic);
  });

  it('writes every exception, whole words only unless a stem, in the case it was matched in', () => {
    expect(toCyrillic('yanvar IYUL Dekabr')).toBe('январь ИЮЛЬ Декабрь');
    // A whole word with a suffix is no longer the exception: the letters are written one by one.
    expect(toCyrillic('nolga')).toBe('нолга');
    expect(toCyrillic('Markaziy sirk, konsertlarda')).toBe('Марказий цирк, концертларда');
    expect(toCyrillic('KOMPYUTERLAR')).toBe('КОМПЬЮТЕРЛАР');
    // Only at the start of a word.
    expect(toCyrillic('bayonot')).toBe('баёнот');
  });

  it('leaves alone what is not Uzbek Latin letters', () => {
    expect(toCyrillic('')).toBe('');
    expect(toCyrillic('12.03.2026, 10:45 — № 7 (#3)')).toBe('12.03.2026, 10:45 — № 7 (#3)');
  });

  it('keeps an apostrophe that does not sit between two letters', () => {
    expect(toCyrillic("'a")).toBe("'а");
    expect(toCyrillic("ma' no")).toBe("ма' но");
  });
});
