import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { StatusTag } from '@/components/list/StatusTag';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDeleteDoctoralStudent } from '../api/delete-doctoral-student';
import { useDoctoralStudents } from '../api/get-doctoral-students';
import { DOCTORAL_STATUSES, DOCTORATE_KINDS, STUDY_FORMS, type DoctoralStudent } from '../api/types';
import { useScienceLabels } from '../components/labels';
import { scienceMessages } from '../messages';
import { doctoralPaths, withId } from '../paths';

const FILTERS = ['institution_id', 'kind', 'form', 'status', 'course', 'supervisor_staff_id'] as const;

/** Doctoral students with their degree, form, supervisor, course and status. */
export default function DoctoralStudentsListPage() {
  const intl = useIntl();
  const labels = useScienceLabels();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const students = useDoctoralStudents(params);
  const remove = useDeleteDoctoralStudent();
  const choices = useInstitutionChoices();
  const canAdd = useCan('science-doctorate-add');
  const canEdit = useCan('science-doctorate-edit');
  const canDelete = useCan('science-doctorate-delete');

  const columns = useMemo(() => {
    const list: Column<DoctoralStudent>[] = [
      { id: 'id', header: <FormattedMessage {...scienceMessages.id} />, render: (s) => s.id, sortField: 'id', width: 72, nowrap: true },
      {
        id: 'full_name',
        header: <FormattedMessage {...scienceMessages.doctoralFullName} />,
        sortField: 'full_name',
        render: (s) => (
          <Link component={RouterLink} to={withId(doctoralPaths.preview, s.id)} underline="hover">
            {s.full_name}
          </Link>
        ),
      },
      { id: 'kind', header: <FormattedMessage {...scienceMessages.doctoralKind} />, render: (s) => labels.doctorateKind(s.kind) },
      { id: 'form', header: <FormattedMessage {...scienceMessages.doctoralForm} />, render: (s) => labels.studyForm(s.form) },
      { id: 'specialty', header: <FormattedMessage {...scienceMessages.doctoralSpecialty} />, render: (s) => s.specialty },
      { id: 'supervisor', header: <FormattedMessage {...scienceMessages.doctoralSupervisor} />, render: (s) => s.supervisor_name },
      { id: 'course', header: <FormattedMessage {...scienceMessages.doctoralCourse} />, render: (s) => s.course, align: 'right' },
      { id: 'admission_year', header: <FormattedMessage {...scienceMessages.doctoralAdmissionYear} />, sortField: 'admission_year', render: (s) => s.admission_year },
      {
        id: 'status',
        header: <FormattedMessage {...scienceMessages.doctoralStatus} />,
        render: (s) => <StatusTag status={s.status} label={labels.doctoralStatus(s.status)} tone={s.status === 'DEFENDED' ? 'green' : s.status === 'ACTIVE' ? 'success' : 'default'} />,
      },
    ];
    if (choices.ministry) list.splice(2, 0, { id: 'institution', header: <FormattedMessage {...scienceMessages.institution} />, render: (s) => localized(s.institution.name, language) });
    if (canEdit || canDelete) {
      list.push(
        actionsColumn((s: DoctoralStudent) => (
          <RowActions
            edit={canEdit ? withId(doctoralPaths.edit, s.id) : undefined}
            onDelete={canDelete && s.defence_id == null ? () => remove.mutateAsync(s.id) : undefined}
          />
        )),
      );
    }
    return list;
  }, [labels, language, choices.ministry, canEdit, canDelete, remove]);

  const select = (name: (typeof FILTERS)[number], label: string, options: { value: string; label: string }[]) => (
    <FilterSelect name={name} label={label} value={params[name] as string | undefined} options={options} onChange={(value) => update({ [name]: value })} />
  );
  return (
    <ListPage
      exportPath="/science/doctoral-students/"
      title={<FormattedMessage {...scienceMessages.doctoralTitle} />}
      add={canAdd && { to: doctoralPaths.add }}
      searchPlaceholder={intl.formatMessage(scienceMessages.doctoralSearch)}
      filters={
        <>
          <InstitutionFilter choices={choices} label={scienceMessages.institution} value={params.institution_id as string | undefined} onChange={(institution_id) => update({ institution_id })} />
          {select('kind', intl.formatMessage(scienceMessages.doctoralKind), DOCTORATE_KINDS.map((code) => ({ value: code, label: labels.doctorateKind(code) })))}
          {select('form', intl.formatMessage(scienceMessages.doctoralForm), STUDY_FORMS.map((code) => ({ value: code, label: labels.studyForm(code) })))}
          {select('status', intl.formatMessage(scienceMessages.doctoralStatus), DOCTORAL_STATUSES.map((code) => ({ value: code, label: labels.doctoralStatus(code) })))}
          {select('course', intl.formatMessage(scienceMessages.doctoralCourse), ['1', '2', '3'].map((course) => ({ value: course, label: course })))}
        </>
      }
      columns={columns}
      rowKey={(s) => s.id}
      list={students}
      params={params}
      update={update}
    />
  );
}
