import { checkPinfl, pinflCheckDigit, withCheckDigit } from './pinfl';

describe('PINFL', () => {
  it('computes the check digit with the weights 7, 3, 1, … modulo 10', () => {
    // 4·7 + 1·3 + 2·1 + 0·7 + 5·3 + 8·1 + 8·7 + 1·3 + 2·1 + 3·7 + 4·3 + 5·1 + 6·7 = 197
    expect(pinflCheckDigit([4, 1, 2, 0, 5, 8, 8, 1, 2, 3, 4, 5, 6])).toBe(7);
    expect(withCheckDigit('4120588123456')).toBe('41205881234567');
  });

  it('reads the birth date and the sex of a valid PINFL', () => {
    expect(checkPinfl('41205881234567')).toEqual({ ok: true, facts: { birthDate: '1988-05-12', gender: 2 } });
    expect(checkPinfl(withCheckDigit('5010203000001'))).toEqual({ ok: true, facts: { birthDate: '2003-02-01', gender: 1 } });
    expect(checkPinfl(` ${withCheckDigit('3311299000001')} `)).toEqual({ ok: true, facts: { birthDate: '1999-12-31', gender: 1 } });
  });

  it('names what is wrong with a refused one', () => {
    expect(checkPinfl('')).toEqual({ ok: false, problem: 'required' });
    expect(checkPinfl('4120588123456')).toEqual({ ok: false, problem: 'format' });
    expect(checkPinfl('4120588123456a')).toEqual({ ok: false, problem: 'format' });
    expect(checkPinfl('41205881234568')).toEqual({ ok: false, problem: 'checksum' });
    expect(checkPinfl(withCheckDigit('7120588123456'))).toEqual({ ok: false, problem: 'birth_date' });
    expect(checkPinfl(withCheckDigit('4310288123456'))).toEqual({ ok: false, problem: 'birth_date' });
  });
});
