import { createIntl } from 'react-intl';
import en from '@/messages/en.json';
import uz from '@/messages/uz.json';
import { actionLabel, actionTone, entityLabel, fieldLabel, orderedFields, valueLabel } from './labels';

const intl = createIntl({ locale: 'uz', messages: uz });

describe('labels of the audit trail', () => {
  it('names the known actions and entity types, and shows an unknown code as it is', () => {
    expect(actionLabel(intl, 'update')).toBe('Tahrirlash');
    expect(actionLabel(intl, 'login_failed')).toBe('Muvaffaqiyatsiz kirish');
    expect(actionLabel(intl, 'approve')).toBe('approve');
    expect(entityLabel(intl, 'user')).toBe('Foydalanuvchi');
    expect(entityLabel(intl, 'curriculum')).toBe('O‘quv reja');
    expect(entityLabel(intl, 'staff')).toBe('Xodim');
    expect(entityLabel(intl, 'graduate')).toBe('graduate');
    // Names of Object's own properties are codes like any other.
    expect(actionLabel(intl, 'constructor')).toBe('constructor');
    expect(entityLabel(intl, 'toString')).toBe('toString');
  });

  it('labels a field by its entity type, and shows an unknown field by its name', () => {
    expect(fieldLabel(intl, 'user', 'name')).toBe('F.I.Sh.');
    expect(fieldLabel(intl, 'role', 'name')).toBe('Nomi');
    expect(fieldLabel(intl, 'user', 'password_changed')).toBe('Parol o‘zgartirildi');
    expect(fieldLabel(intl, 'user', 'nickname')).toBe('nickname');
    expect(fieldLabel(intl, 'curriculum', 'name')).toBe('name');
    expect(fieldLabel(createIntl({ locale: 'en', messages: en }), 'institution', 'name_ru')).toBe('Name (Russian)');
  });

  it('labels coded values it knows only', () => {
    expect(valueLabel(intl, 'level', 'MINISTRY')).toBe('Vazirlik (OTV)');
    expect(valueLabel(intl, 'type', 'LYCEUM')).toBe('Akademik litsey');
    expect(valueLabel(intl, 'level', 'PLANET')).toBeNull();
    expect(valueLabel(intl, 'name', 'MINISTRY')).toBeNull();
  });

  it('orders fields as a person reads the entity, then the unknown ones by name', () => {
    expect(orderedFields('user', ['username', 'roles', 'zeta', 'name', 'alpha', 'password_changed'])).toEqual([
      'name',
      'username',
      'roles',
      'password_changed',
      'alpha',
      'zeta',
    ]);
    expect(orderedFields('curriculum', ['status', 'name'])).toEqual(['name', 'status']);
  });

  it('colours creations green, deletions red, failures orange and changes blue', () => {
    expect(['create', 'delete', 'login_failed', 'update', 'change_role', 'login', 'approve'].map(actionTone)).toEqual([
      'success',
      'error',
      'warning',
      'info',
      'info',
      'default',
      'default',
    ]);
  });
});
