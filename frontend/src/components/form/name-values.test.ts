import { emptyName, nameBody, nameValues, validateName } from './name-values';

describe('a name in a form', () => {
  it('carries the Cyrillic form to the body and back, trimmed', () => {
    const values = nameValues({ uz: 'Sotsiologiya', uz_cyrl: 'Социология', ru: 'Социология' });
    expect(values).toEqual({ name_uz: 'Sotsiologiya', name_uz_cyrl: 'Социология', name_ru: 'Социология', name_en: '' });
    expect(nameBody({ ...values, name_uz_cyrl: ' Социология ' })).toEqual({ uz: 'Sotsiologiya', uz_cyrl: 'Социология', ru: 'Социология', en: '' });
    expect(nameValues('Fizika')).toEqual({ ...emptyName, name_uz: 'Fizika' });
    expect(nameBody(nameValues('Fizika'))).toEqual({ uz: 'Fizika', ru: '', en: '' });
  });

  it('requires only the Uzbek name and bounds every form at 255 characters', () => {
    expect(validateName({ ...emptyName, name_uz: 'Fizika' })).toEqual({});
    expect(Object.keys(validateName(emptyName))).toEqual(['name_uz']);
    expect(Object.keys(validateName({ ...emptyName, name_uz: 'Fizika', name_uz_cyrl: 'я'.repeat(256) }))).toEqual(['name_uz_cyrl']);
  });
});
