import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { catalogueFile, cyrillicCatalogue, cyrillicMessage, cyrillicText } from './cyrillic';

const format = (message: string, values?: Record<string, string | number>) => new IntlMessageFormat(message, 'uz-Cyrl').format(values);

/** The syntax tree without its literal text: what must come through the transliteration unchanged. */
function shape(elements: MessageFormatElement[]): unknown[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return 'text';
      case TYPE.plural:
      case TYPE.select:
        return { ...element, options: Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, shape(option.value)])) };
      case TYPE.tag:
        return { ...element, children: shape(element.children) };
      default:
        return element;
    }
  });
}

describe('ICU messages in Cyrillic', () => {
  it('transliterates the text and leaves argument names alone', () => {
    expect(cyrillicMessage('Xush kelibsiz, {name}!')).toBe('Хуш келибсиз, {name}!');
    expect(cyrillicMessage('{semester}-semestr · GPA {gpa}')).toBe('{semester}-семестр · GPA {gpa}');
    expect(format(cyrillicMessage('Jami: {count} ta'), { count: 5 })).toBe('Жами: 5 та');
  });

  it('keeps the argument, the keywords, the selectors and # of a plural, transliterating each branch', () => {
    const message = '{count, plural, =0 {Akademik qarz yo‘q} one {# ta qarz} other {Akademik qarzlar: #}}';
    const cyrillic = cyrillicMessage(message);
    expect(shape(parse(cyrillic))).toEqual(shape(parse(message)));
    expect(format(cyrillic, { count: 0 })).toBe('Академик қарз йўқ');
    expect(format(cyrillic, { count: 1 })).toBe('1 та қарз');
    expect(format(cyrillic, { count: 3 })).toBe('Академик қарзлар: 3');
  });

  it('keeps the selectors of a select, the tags, and the styles of numbers and dates', () => {
    const message = '{sex, select, man {Erkak} woman {Ayol} other {—}}: <b>{name}</b> {amount, number, integer} so‘m, {day, date, short}';
    const cyrillic = cyrillicMessage(message);
    expect(shape(parse(cyrillic))).toEqual(shape(parse(message)));
    expect(cyrillic).toContain('man{Эркак}');
    expect(cyrillic).toContain('<b>{name}</b>');
    expect(cyrillic).toContain('{amount, number, integer} сўм');
    expect(cyrillic).toContain('{day, date, short}');
  });

  it('reads apostrophes as ICU writes them and writes back a text that parses to the same', () => {
    // A lone ASCII apostrophe is text, as in the messages SPEC.md gives.
    expect(cyrillicMessage("birozdan so'ng qayta urinib ko'ring")).toBe('бироздан сўнг қайта уриниб кўринг');
    // Quoted braces are text: they stay quoted.
    const quoted = cyrillicMessage("Belgi '{'qavs'}' va #");
    expect(format(quoted)).toBe('Белги {қавс} ва #');
    // Typographic apostrophes next to an argument are text too.
    expect(format(cyrillicMessage("‘{name}’ va '{}'"), { name: 'N' })).toBe('‘N’ ва {}');
  });

  it('keeps in Latin letters the names and codes Cyrillic Uzbek writes so', () => {
    expect(cyrillicText('OneID orqali kirish')).toBe('OneID орқали кириш');
    expect(cyrillicText('Fayl (.xlsx yoki .csv, 5 MB gacha)')).toBe('Файл (.xlsx ёки .csv, 5 МБ гача)');
    expect(cyrillicText('Scopus / Web of Science, PDF, DOI, IP manzil, Enter')).toBe('Scopus / Web of Science, PDF, DOI, IP манзил, Enter');
    // Only as whole words.
    expect(cyrillicText('JSHSHIR, IDsi')).toBe('ЖШШИР, ИДси');
  });

  it('makes a catalogue of the same keys in the same order, each language named in its own script', () => {
    const uz = { 'b.second': 'Ikkinchi {n}', 'a.first': 'Birinchi', 'language.uz': 'O‘zbekcha', 'language.en': 'English' };
    const cyrillic = cyrillicCatalogue(uz);
    expect(Object.keys(cyrillic)).toEqual(Object.keys(uz));
    expect(cyrillic).toEqual({ 'b.second': 'Иккинчи {n}', 'a.first': 'Биринчи', 'language.uz': 'O‘zbekcha', 'language.en': 'English' });
    expect(catalogueFile(cyrillic)).toBe(
      '{\n  "b.second": "Иккинчи {n}",\n  "a.first": "Биринчи",\n  "language.uz": "O‘zbekcha",\n  "language.en": "English"\n}\n',
    );
  });
});
