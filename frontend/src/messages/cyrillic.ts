/**
 * The Uzbek Cyrillic catalogue (uz-Cyrl.json) is made from the Latin one (uz.json), never edited by
 * hand: `npm run messages:cyrl` writes it, and messages.test.ts fails when the file differs from what
 * this module makes of uz.json.
 *
 * Only the text of a message is transliterated: argument names, plural and select keywords, `#` and
 * tags stay as they are, since the ICU syntax tree is walked rather than the string. Imports are
 * relative: scripts/messages-cyrl.cjs loads this module outside webpack and Jest.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { toCyrillic } from '../lib/transliteration';

/** The name of each language is written in its own script, whatever the interface language. */
const KEPT_IDS = /^language\./;

/**
 * Names and codes that are written in Latin letters in Cyrillic Uzbek too: the product's, the
 * services' and the formats' names, an IP address, the Enter key, and file extensions (a template
 * named `….хлсх` would not open).
 */
const KEPT_LATIN = /\b(?:EMIS|OneID|PDF|Excel|Scopus|WoS|Web of Science|Google Scholar|DOI|GPA|ID|IP|QR|Enter)\b|\.(?:xlsx|csv)\b/g;

/** Plain text in Cyrillic, the names and codes of KEPT_LATIN as they are. */
export function cyrillicText(text: string): string {
  let out = '';
  let from = 0;
  for (const match of text.matchAll(KEPT_LATIN)) {
    out += toCyrillic(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return out + toCyrillic(text.slice(from));
}

function cyrillicElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: cyrillicText(element.value) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([selector, option]) => [selector, { ...option, value: cyrillicElements(option.value) }]),
          ),
        };
      case TYPE.tag:
        return { ...element, children: cyrillicElements(element.children) };
      default:
        return element;
    }
  });
}

/** An ICU message with its text in Cyrillic. */
export function cyrillicMessage(message: string): string {
  return printAST(cyrillicElements(parse(message)));
}

/** The catalogue in Cyrillic, its keys in the same order. */
export function cyrillicCatalogue(uz: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(uz).map(([id, message]) => [id, KEPT_IDS.test(id) ? message : cyrillicMessage(message)]));
}

/** A catalogue as the message files are written: two spaces, a newline at the end. */
export function catalogueFile(catalogue: Readonly<Record<string, string>>): string {
  return `${JSON.stringify(catalogue, null, 2)}\n`;
}
