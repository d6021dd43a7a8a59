/**
 * Every message id the code names exists in uz, uz-Cyrl, ru and en; the four files hold the same
 * keys, none empty, none unused (the server's exports read their headers from these files too:
 * the ids its sources name count as used); the Cyrillic one is what the generator makes of uz; and
 * the Uzbek texts SPEC.md gives are used verbatim.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { catalogueFile, cyrillicCatalogue } from './cyrillic';
import en from './en.json';
import ru from './ru.json';
import uzCyrl from './uz-Cyrl.json';
import uz from './uz.json';

const catalogues: Record<string, Record<string, string>> = { uz, 'uz-Cyrl': uzCyrl, ru, en };
const SRC = path.resolve(__dirname, '..');
/** What the bundle's partial catalogues keep (scripts/messages-loader.cjs). */
const loader = require('../../scripts/messages-loader.cjs') as {
  PARTS: Record<string, string[]>;
  partIds(part: string): { ids: Set<string> };
};

function messageModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return messageModules(full);
    return name === 'messages.ts' ? [full] : [];
  });
}

function collectIds(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) value.forEach((item) => collectIds(item, into));
  else if (value && typeof value === 'object') {
    const { id } = value as { id?: unknown };
    if (typeof id === 'string') into.add(id);
    else Object.values(value).forEach((item) => collectIds(item, into));
  }
}

/** The ids the server's sources read through `catalogue::text` or name by `catalogue::id`. */
function serverIds(dir: string, into: Set<string>): void {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) serverIds(full, into);
    else if (name.endsWith('.rs'))
      for (const match of readFileSync(full, 'utf8').matchAll(/catalogue::(?:text|id)\("([^"]+)"\)/g)) into.add(match[1]!);
  }
}

const modules = messageModules(SRC);
const used = new Set<string>();
for (const file of modules) collectIds(require(file), used);
const server = new Set<string>();
serverIds(path.resolve(SRC, '../../adapters/web/src'), server);
server.forEach((id) => used.add(id));

describe('message catalogues', () => {
  it('finds the message modules of the shell, the shared parts and every feature', () => {
    const relative = modules.map((file) => path.relative(SRC, file)).sort();
    expect(relative).toEqual(
      expect.arrayContaining([
        'app/messages.ts',
        'components/messages.ts',
        'components/audit/messages.ts',
        'components/dates/messages.ts',
        'features/users/messages.ts',
        'features/roles/messages.ts',
        'features/audit/messages.ts',
      ]),
    );
    expect(used.size).toBeGreaterThan(100);
    expect(server.size).toBeGreaterThan(100);
  });

  it.each(Object.keys(catalogues))('%s has every id the code uses', (language) => {
    const missing = [...used].filter((id) => !(id in catalogues[language]!));
    expect(missing).toEqual([]);
  });

  it('has four catalogues', () => {
    expect(Object.keys(catalogues).sort()).toEqual(['en', 'ru', 'uz', 'uz-Cyrl']);
  });

  it.each(['uz-Cyrl', 'ru', 'en'])('%s has exactly the keys of uz', (language) => {
    expect(Object.keys(catalogues[language]!).sort()).toEqual(Object.keys(uz).sort());
  });

  it('has the Cyrillic catalogue that `npm run messages:cyrl` writes from uz, so that the two cannot drift apart', () => {
    const written = readFileSync(path.join(__dirname, 'uz-Cyrl.json'), 'utf8');
    // On a failure, run `npm run messages:cyrl` and commit uz-Cyrl.json.
    expect(written === catalogueFile(cyrillicCatalogue(uz))).toBe(true);
    expect(uzCyrl).toEqual(cyrillicCatalogue(uz));
  });

  it.each(Object.keys(loader.PARTS))('keeps in the %s part of the bundle every id its messages modules name', (part) => {
    const named = new Set<string>();
    for (const module of loader.PARTS[part]!) collectIds(require(path.join(SRC, module)), named);
    expect(named.size).toBeGreaterThan(0);
    expect([...loader.partIds(part).ids].sort()).toEqual([...named].sort());
  });

  it('has no key that the code does not use', () => {
    expect(Object.keys(uz).filter((id) => !used.has(id))).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s texts are non-empty and valid ICU messages with the same arguments as uz', (language) => {
    const argumentsOf = (text: string) => (text.match(/\{(\w+)\}/g) ?? []).sort();
    for (const [id, text] of Object.entries(catalogues[language]!)) {
      expect([id, text.trim().length > 0]).toEqual([id, true]);
      expect(() => new IntlMessageFormat(text, language)).not.toThrow();
      expect([id, argumentsOf(text)]).toEqual([id, argumentsOf((uz as Record<string, string>)[id]!)]);
    }
  });

  it('uses the Uzbek texts of SPEC.md verbatim', () => {
    expect(uz).toMatchObject({
      'header.logout.confirm': 'Chiqishni tasdiqlaysizmi?',
      'session.error.changeRole': 'Rolni almashtirishda xatolik yuz berdi',
      'session.error.changeInstitution': 'TM ni almashtirishda xatolik yuz berdi',
      'common.error.generic': "Tizimda xatolik yuz berdi, birozdan so'ng qayta urinib ko'ring",
      'error.render': "Tizim bilan xatolik bor. Keyinroq harakat qilib ko'ring.",
      'error.route': "Server bilan xatolik bor. Keyinroq harakat qilib ko'ring.",
      'common.delete.confirm': 'Haqiqatdan o‘chirishni istaysizmi?',
      'common.delete.done': 'Muvaffaqiyatli o‘chirildi',
      'common.total': 'Jami: {count} ta',
      'common.currency': '{amount} so‘m',
    });
    expect(new IntlMessageFormat(uz['common.total'], 'uz').format({ count: 1 })).toBe('Jami: 1 ta');
    expect(new IntlMessageFormat(uz['common.error.generic'], 'uz').format()).toBe(
      "Tizimda xatolik yuz berdi, birozdan so'ng qayta urinib ko'ring",
    );
  });

  it('writes Uzbek apostrophes one way: ‘ in o‘ and g‘, ’ elsewhere; only the texts SPEC.md gives keep its own', () => {
    const asSpecWrites = new Set([
      'common.error.generic',
      'error.render',
      'error.route',
      'students.status.ACTIVE', // 'O'qimoqda'
      'students.status.ON-LEAVE', // 'Akademik ta'til'
      'schedule.group.empty', // 'Guruhni bu oyda darsi yo'q'
    ]);
    expect(uz).toMatchObject({ 'students.status.ACTIVE': "O'qimoqda", 'students.status.ON-LEAVE': "Akademik ta'til" });
    const wrong = Object.entries(uz as Record<string, string>).filter(
      ([id, text]) => !asSpecWrites.has(id) && (/['`ʻʼ]/.test(text) || /(?<![oOgG])‘/.test(text) || /[oOgG]’/.test(text)),
    );
    expect(wrong).toEqual([]);
  });

  it('labels the sexes man and woman, as SPEC.md does, wherever they are chosen', () => {
    for (const [language, labels] of [
      ['uz', ['Erkak', 'Ayol']],
      ['ru', ['Мужчина', 'Женщина']],
      ['en', ['Man', 'Woman']],
    ] as const) {
      for (const area of ['staff', 'students']) {
        expect([catalogues[language]![`${area}.gender.1`], catalogues[language]![`${area}.gender.2`]]).toEqual(labels);
      }
    }
  });

  it('names weekdays Dush..Shan and the Uzbek months', () => {
    const weekdays = [1, 2, 3, 4, 5, 6].map((day) => (uz as Record<string, string>)[`calendar.weekday.${day}`]);
    expect(weekdays).toEqual(['Dush', 'Sesh', 'Chor', 'Pay', 'Jum', 'Shan']);
    expect((uz as Record<string, string>)['calendar.month.1']).toBe('Yanvar');
    expect((uz as Record<string, string>)['calendar.month.12']).toBe('Dekabr');
  });

  it('names the weekdays and months in Cyrillic as Cyrillic Uzbek writes them', () => {
    const cyrl = uzCyrl as Record<string, string>;
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => cyrl[`calendar.weekday.${day}`])).toEqual(['Душ', 'Сеш', 'Чор', 'Пай', 'Жум', 'Шан', 'Як']);
    expect(Array.from({ length: 12 }, (_, index) => cyrl[`calendar.month.${index + 1}`])).toEqual([
      'Январь',
      'Февраль',
      'Март',
      'Апрель',
      'Май',
      'Июнь',
      'Июль',
      'Август',
      'Сентябрь',
      'Октябрь',
      'Ноябрь',
      'Декабрь',
    ]);
    expect(cyrl['common.currency']).toBe('{amount} сўм');
  });

  it('names every language in its own script in every catalogue', () => {
    for (const catalogue of Object.values(catalogues)) {
      expect([catalogue['language.uz'], catalogue['language.uz-Cyrl'], catalogue['language.ru'], catalogue['language.en']]).toEqual([
        'O‘zbekcha',
        'Ўзбекча',
        'Русский',
        'English',
      ]);
    }
  });
});
