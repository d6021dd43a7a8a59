// Made-up people that no earlier run has used: the e2e database lives through every test file.
import { unique } from './browser.js';

/**
 * A valid PINFL: digit 1 century and sex (3: 1900s man, 4: 1900s woman, 5: 2000s man, 6: 2000s
 * woman), digits 2-7 the birth date DDMMYY, six random digits, and the check digit: the first 13
 * weighted 7, 3, 1, … mod 10.
 */
export function newPinfl(birth = '150385', centuryAndSex = '3') {
  const serial = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const first = `${centuryAndSex}${birth}${serial}`;
  const check = [...first].reduce((sum, digit, index) => sum + Number(digit) * [7, 3, 1][index % 3], 0) % 10;
  return `${first}${check}`;
}

/** Letters only, so that the name is a plausible one and unique to this run. */
export const uniqueName = (prefix) => `${prefix}${unique('').replace(/\d/g, (digit) => 'abcdefghij'[digit])}`;
