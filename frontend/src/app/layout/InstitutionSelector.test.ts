import { roleStorage } from '@/store/session';
import { profile, teacherProfile } from '@/test/fixtures';
import { showsInstitutionSelector } from './InstitutionSelector';

describe('institution selector visibility', () => {
  it('shows for a TEACHER who is not a system user and has more than one institution', () => {
    expect(showsInstitutionSelector(teacherProfile())).toBe(true);
  });

  it('hides for one institution, a system user, another role or no profile', () => {
    const one = teacherProfile();
    expect(showsInstitutionSelector({ ...one, institutions: one.institutions.slice(0, 1) })).toBe(false);
    expect(showsInstitutionSelector(teacherProfile({ is_system: true }))).toBe(false);
    expect(showsInstitutionSelector(profile({ institutions: teacherProfile().institutions }))).toBe(false);
    expect(showsInstitutionSelector(null)).toBe(false);
  });

  it('follows the current role, not the roles held', () => {
    // The profile's roles hold TEACHER and OTMADMIN; the current role decides.
    const institutions = teacherProfile().institutions;
    roleStorage.set('OTMADMIN');
    expect(showsInstitutionSelector(profile({ institutions, role: { id: 4, name: 'TEACHER', level: 'INSTITUTION' } }))).toBe(true);
    roleStorage.set('TEACHER');
    expect(showsInstitutionSelector(profile({ institutions, role: { id: 3, name: 'OTMADMIN', level: 'INSTITUTION' } }))).toBe(false);
  });
});
