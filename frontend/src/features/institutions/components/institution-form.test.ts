import { ApiError } from '@/api/client';
import { placeServerErrors } from '@/components/form/use-validated-form';
import {
  emptyInstitutionForm,
  fromInstitution,
  INSTITUTION_CONFLICTS,
  INSTITUTION_SERVER_FIELDS,
  isPhone,
  toInstitutionBody,
  validateInstitutionForm,
  type InstitutionFormValues,
} from './institution-form';

const filled: InstitutionFormValues = {
  ...emptyInstitutionForm,
  name_uz: ' Samarqand davlat universiteti ',
  name_ru: 'Самаркандский государственный университет',
  code: 'SamDU_1',
  type: 'HEI',
  region: 'Samarqand',
  phone: '+998 66 239-11-40',
};

describe('institution form rules', () => {
  it('requires the Uzbek name, the code and the type only', () => {
    expect(Object.keys(validateInstitutionForm(emptyInstitutionForm)).sort()).toEqual(['code', 'name_uz', 'type']);
    expect(validateInstitutionForm(filled)).toEqual({});
  });

  it('takes a code of Latin letters, digits, "-" and "_" only', () => {
    for (const code of ['TATU', 'al-tdiu', 'A_1']) expect(validateInstitutionForm({ ...filled, code }).code).toBeUndefined();
    for (const code of ['TA TU', 'ТАТУ', 'O‘zMU', 'a.b']) expect(validateInstitutionForm({ ...filled, code }).code?.message.id).toBe('institutions.validation.code');
  });

  it('takes an empty phone, or 7 to 15 digits with a leading + , spaces, hyphens and brackets', () => {
    expect(isPhone('+998 71 238-64-15')).toBe(true);
    expect(isPhone('(71) 238 64 15')).toBe(true);
    expect(isPhone('12345')).toBe(false);
    expect(isPhone('+998 71 x38-64-15')).toBe(false);
    expect(isPhone('99 +8712386415')).toBe(false);
    expect(validateInstitutionForm({ ...filled, phone: '' }).phone).toBeUndefined();
    expect(validateInstitutionForm({ ...filled, phone: '123' }).phone?.message.id).toBe('institutions.validation.phone');
  });

  it('keeps to the server’s lengths', () => {
    expect(validateInstitutionForm({ ...filled, short_name: 'x'.repeat(65) }).short_name).toEqual({
      message: { id: 'validation.maxLength' },
      values: { max: 64 },
    });
    expect(validateInstitutionForm({ ...filled, code: 'C'.repeat(33) }).code?.values).toEqual({ max: 32 });
  });

  it('sends trimmed values, the names as one object, and the version on update', () => {
    expect(toInstitutionBody(filled)).toEqual({
      name: { uz: 'Samarqand davlat universiteti', ru: 'Самаркандский государственный университет', en: '' },
      short_name: '',
      code: 'SamDU_1',
      type: 'HEI',
      region: 'Samarqand',
      address: '',
      phone: '+998 66 239-11-40',
      director: '',
    });
    expect(toInstitutionBody(filled, 4).version).toBe(4);
  });

  it('starts an edit from the stored institution', () => {
    const values = fromInstitution({
      id: 1,
      name: { uz: 'TATU', ru: 'ТУИТ', en: 'TUIT' },
      short_name: 'TATU',
      code: 'TATU',
      type: 'HEI',
      region: 'Toshkent shahri',
      address: 'Amir Temur ko‘chasi, 108',
      phone: '+998 71 238-64-15',
      director: 'Rahimov Bahodir',
      version: 3,
    });
    expect(values).toMatchObject({ name_ru: 'ТУИТ', name_en: 'TUIT', region: 'Toshkent shahri', type: 'HEI' });
  });

  it('places the server’s field errors on the form’s fields and a taken code under the code', () => {
    const invalid = new ApiError(422, 'validation_failed', ['Ma’lumotlar noto‘g‘ri kiritilgan'], {
      'name.uz': ['Iltimos, maydonni to‘ldiring'],
      phone: ['Telefon raqami 7–15 ta raqamdan iborat bo‘lishi kerak, masalan +998 71 123-45-67'],
      something_else: ['Boshqa xato'],
    });
    const place = (error: unknown) => placeServerErrors(error, new Set(Object.keys(emptyInstitutionForm)), INSTITUTION_SERVER_FIELDS, INSTITUTION_CONFLICTS);
    expect(place(invalid)).toEqual({
      fields: { name_uz: ['Iltimos, maydonni to‘ldiring'], phone: ['Telefon raqami 7–15 ta raqamdan iborat bo‘lishi kerak, masalan +998 71 123-45-67'] },
      general: ['Boshqa xato'],
    });
    const taken = new ApiError(409, 'institution_code_taken', ['Bunday kodli TM allaqachon mavjud'], {});
    expect(place(taken)).toEqual({ fields: { code: ['Bunday kodli TM allaqachon mavjud'] }, general: [] });
    // A refusal of no field (a stale version) is said above the fields.
    expect(place(new ApiError(409, 'stale_version', ['Eskirgan'], {}))).toEqual({ fields: {}, general: ['Eskirgan'] });
    expect(place(null)).toEqual({ fields: {}, general: [] });
  });
});
