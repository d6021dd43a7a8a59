/**
 * Uzbek Latin to Uzbek Cyrillic by the rules of i18n/uz-cyrl.json (its `about`), the one table the
 * server (domain::transliteration) follows too; both run the file's `cases` in their tests.
 *
 * At each position the first rule that applies wins: an exception at the start of a word; o‘ and
 * g‘ (any apostrophe form); s’h; sh, ch; yo, yu, ya; ye; e; an apostrophe; any other Latin letter;
 * anything else stays. Each rule's Cyrillic takes the case of the first Latin letter it replaces.
 */
import rules from '../../../i18n/uz-cyrl.json';

const APOSTROPHES = new Set(["'", '‘', '’', 'ʻ', 'ʼ', '`']);
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const LETTERS: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'с',
  d: 'д',
  f: 'ф',
  g: 'г',
  h: 'ҳ',
  i: 'и',
  j: 'ж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'қ',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'х',
  y: 'й',
  z: 'з',
};
const AFTER_Y: Readonly<Record<string, string>> = { o: 'ё', u: 'ю', a: 'я' };

interface Exception {
  latin: string;
  cyrillic: string;
  /** A stem may carry suffixes; any other exception is a whole word. */
  stem: boolean;
}

/** Longest first, so that a longer word is not taken for a shorter one it starts with. */
const EXCEPTIONS: readonly Exception[] = Object.entries(rules.exceptions as Record<string, string>)
  .map(([key, cyrillic]) => ({ latin: key.replace(/\*$/, ''), cyrillic, stem: key.endsWith('*') }))
  .sort((a, b) => b.latin.length - a.latin.length);

const isLetter = (ch: string | undefined): boolean => ch !== undefined && /\p{L}/u.test(ch);
const isUpper = (ch: string): boolean => ch !== ch.toLowerCase();

/**
 * What was written just before a position: nothing of a word (its start), a letter (a vowel or
 * not), or an apostrophe inside a word (written ъ).
 */
type Before = 'boundary' | 'consonant' | 'vowel' | 'sign';

function exceptionAt(text: string, at: number): Exception | undefined {
  return EXCEPTIONS.find(({ latin, stem }) => {
    const end = at + latin.length;
    return text.slice(at, end).toLowerCase() === latin && (stem || !isLetter(text[end]));
  });
}

/** An exception's Cyrillic in the case it was matched in: capitals, a capital first, or small. */
function exceptionCase(matched: string, cyrillic: string): string {
  const letters = [...matched].filter(isLetter);
  if (letters.length > 1 && letters.every(isUpper)) return cyrillic.toUpperCase();
  return isUpper(matched[0] ?? '') ? cyrillic.charAt(0).toUpperCase() + cyrillic.slice(1) : cyrillic;
}

/** What one rule writes for the characters at a position, how many it reads, and what it leaves behind. */
interface Step {
  cyrillic: string;
  length: number;
  after: Before;
}

/** The first rule that applies at `at`; its Cyrillic is in the case of the first letter it reads. */
function step(latin: string, at: number, before: Before): Step {
  const ch = latin[at]!;
  const lower = ch.toLowerCase();
  const next = latin[at + 1]?.toLowerCase() ?? '';
  const wordStart = before === 'boundary';
  const soft = wordStart || before === 'vowel';
  const cased = (cyrillic: string, length: number, after: Before): Step => ({
    cyrillic: isUpper(ch) ? cyrillic.toUpperCase() : cyrillic,
    length,
    after,
  });

  const exception = wordStart ? exceptionAt(latin, at) : undefined;
  if (exception) {
    const { length } = exception.latin;
    const cyrillic = exceptionCase(latin.slice(at, at + length), exception.cyrillic);
    return { cyrillic, length, after: VOWELS.has(exception.latin.at(-1) ?? '') ? 'vowel' : 'consonant' };
  }
  if ((lower === 'o' || lower === 'g') && APOSTROPHES.has(next)) return cased(lower === 'o' ? 'ў' : 'ғ', 2, lower === 'o' ? 'vowel' : 'consonant');
  if (lower === 's' && APOSTROPHES.has(next) && latin[at + 2]?.toLowerCase() === 'h') return cased('сҳ', 3, 'consonant');
  if ((lower === 's' || lower === 'c') && next === 'h') return cased(lower === 's' ? 'ш' : 'ч', 2, 'consonant');
  if (lower === 'y' && Object.hasOwn(AFTER_Y, next) && !(next === 'o' && APOSTROPHES.has(latin[at + 2] ?? ''))) {
    return cased(AFTER_Y[next]!, 2, 'vowel');
  }
  if (lower === 'y' && next === 'e') return cased(soft ? 'е' : 'ъе', 2, 'vowel');
  if (lower === 'e') return cased(soft ? 'э' : 'е', 1, 'vowel');
  if (APOSTROPHES.has(ch)) {
    const inWord = (before === 'consonant' || before === 'vowel') && isLetter(latin[at + 1]);
    return inWord ? { cyrillic: 'ъ', length: 1, after: 'sign' } : { cyrillic: ch, length: 1, after: 'boundary' };
  }
  if (Object.hasOwn(LETTERS, lower)) return cased(LETTERS[lower]!, 1, VOWELS.has(lower) ? 'vowel' : 'consonant');
  return { cyrillic: ch, length: 1, after: isLetter(ch) ? 'consonant' : 'boundary' };
}

/** Uzbek Latin text in Uzbek Cyrillic; anything that is not Latin (digits, punctuation, Cyrillic) stays. */
export function toCyrillic(latin: string): string {
  let out = '';
  let before: Before = 'boundary';
  for (let at = 0; at < latin.length; ) {
    const { cyrillic, length, after } = step(latin, at, before);
    out += cyrillic;
    at += length;
    before = after;
  }
  return out;
}
