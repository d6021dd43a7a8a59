import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router-dom';
import { CardField } from '@/components/CardField';
import { StatusTag } from '@/components/list/StatusTag';
import { formatDate, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import type { Defence, DoctoralStudent } from '../api/types';
import { scienceMessages } from '../messages';
import { defencePaths, doctoralPaths, withId } from '../paths';
import { useScienceLabels } from './labels';

/** A doctoral student: the person, the doctorate, the supervisor, and the defence once recorded. */
export function DoctoralStudentCard({ student, showInstitution }: { student: DoctoralStudent; showInstitution: boolean }) {
  const labels = useScienceLabels();
  const language = useUi((state) => state.language);
  const s = student;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="doctoral-card">
      <CardField label={scienceMessages.id}>{s.id}</CardField>
      <CardField label={scienceMessages.doctoralFullName}>{s.full_name}</CardField>
      <CardField label={scienceMessages.doctoralPinfl}>{s.citizen.pinfl}</CardField>
      <CardField label={scienceMessages.doctoralBirthDate}>{formatDate(s.citizen.birth_date)}</CardField>
      {showInstitution && <CardField label={scienceMessages.institution}>{localized(s.institution.name, language)}</CardField>}
      <CardField label={scienceMessages.doctoralKind}>{labels.doctorateKind(s.kind)}</CardField>
      <CardField label={scienceMessages.doctoralForm}>{labels.studyForm(s.form)}</CardField>
      <CardField label={scienceMessages.doctoralTheme}>{s.theme}</CardField>
      <CardField label={scienceMessages.doctoralSpecialty}>{s.specialty}</CardField>
      <CardField label={scienceMessages.doctoralSupervisor}>{s.supervisor_name}</CardField>
      <CardField label={scienceMessages.doctoralCourse}>{s.course}</CardField>
      <CardField label={scienceMessages.doctoralAdmissionYear}>{s.admission_year}</CardField>
      <CardField label={scienceMessages.doctoralStatus} name="status">
        <StatusTag status={s.status} label={labels.doctoralStatus(s.status)} tone={s.status === 'DEFENDED' ? 'green' : s.status === 'ACTIVE' ? 'success' : 'default'} />
      </CardField>
      {s.defence_id != null && (
        <CardField label={scienceMessages.doctoralDefence}>
          <Link component={RouterLink} to={withId(defencePaths.preview, s.defence_id)}>
            #{s.defence_id}
          </Link>
        </CardField>
      )}
    </Paper>
  );
}

export function DefenceCard({ defence, showInstitution }: { defence: Defence; showInstitution: boolean }) {
  const labels = useScienceLabels();
  const language = useUi((state) => state.language);
  const d = defence;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="defence-card">
      <CardField label={scienceMessages.id}>{d.id}</CardField>
      <CardField label={scienceMessages.defenceStudent}>
        <Link component={RouterLink} to={withId(doctoralPaths.preview, d.doctoral_student_id)}>
          {d.student_name}
        </Link>
      </CardField>
      {showInstitution && <CardField label={scienceMessages.institution}>{localized(d.institution.name, language)}</CardField>}
      <CardField label={scienceMessages.doctoralKind}>{labels.doctorateKind(d.kind)}</CardField>
      <CardField label={scienceMessages.doctoralSpecialty}>{d.specialty}</CardField>
      <CardField label={scienceMessages.defenceDate}>{formatDate(d.date)}</CardField>
      <CardField label={scienceMessages.defenceCouncil}>{d.council}</CardField>
      <CardField label={scienceMessages.defenceDiplomaNumber}>{d.diploma_number}</CardField>
      <CardField label={scienceMessages.defenceRegisterNumber}>{d.register_number}</CardField>
    </Paper>
  );
}
