import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { BarsChart, ChartCard } from '@/components/charts/FigureChart';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { useCan } from '@/lib/access';
import { useAcademicDebts } from '../api/get-academic-debts';
import { useGroupOptions } from '../api/get-group-options';
import { ACADEMIC_DEBT_LEVELS, COURSES, type AcademicDebtLevel, type AcademicDebtRow } from '../api/types';
import { useJournalLabels } from '../components/labels';
import { debtMessages } from '../messages';
import { groupPreviewPath, studentPreviewPath } from '../paths';

const FILTERS = ['level', 'institution_id', 'edu_group_id', 'course'] as const;

/**
 * The students with unpassed subjects, each subject with its semester and attempt, or (level
 * INSTITUTION) each institution's students in debt and debts, most students first, with a chart of
 * the page; the sums of every row of the filter and its Excel file. A ministry role picks the
 * institution; an institution's role its group.
 */
export default function AcademicDebtsPage() {
  const intl = useIntl();
  const labels = useJournalLabels();
  const { params, update } = useListParams(FILTERS);
  const debts = useAcademicDebts(params);
  const choices = useInstitutionChoices();
  const groups = useGroupOptions(!choices.ministry);
  const canViewGroups = useCan('edu-group-view');
  const canViewStudents = useCan('student-view');
  const level = ((params.level as string | undefined) ?? 'STUDENT') as AcademicDebtLevel;
  const rows = debts.data?.results ?? [];
  // The cards of a student and a group are an institution's screens.
  const linkStudents = canViewStudents && !choices.ministry;
  const linkGroups = canViewGroups && !choices.ministry;

  const columns = useMemo(() => {
    const list: Column<AcademicDebtRow>[] = [];
    if (level === 'STUDENT') {
      list.push(
        {
          id: 'student',
          header: <FormattedMessage {...debtMessages.student} />,
          render: (r) =>
            linkStudents ? (
              <Link component={RouterLink} to={studentPreviewPath(r.id)} underline="hover">
                {r.student_name}
              </Link>
            ) : (
              r.student_name
            ),
        },
        {
          id: 'group',
          header: <FormattedMessage {...debtMessages.group} />,
          nowrap: true,
          render: (r) =>
            linkGroups && r.edu_group_id ? (
              <Link component={RouterLink} to={groupPreviewPath(r.edu_group_id)} underline="hover">
                {r.group_name}
              </Link>
            ) : (
              r.group_name
            ),
        },
        { id: 'course', header: <FormattedMessage {...debtMessages.course} />, align: 'center', render: (r) => r.course ?? '—' },
      );
    }
    if (level === 'INSTITUTION' || choices.ministry) {
      list.push({ id: 'institution', header: <FormattedMessage {...debtMessages.institution} />, render: (r) => labels.name(r.institution_name) });
    }
    if (level === 'INSTITUTION') {
      list.push({ id: 'students', header: <FormattedMessage {...debtMessages.students} />, align: 'right', render: (r) => r.students });
    }
    list.push({ id: 'debts', header: <FormattedMessage {...debtMessages.debts} />, align: 'right', render: (r) => <strong>{r.debts}</strong> });
    if (level === 'STUDENT') {
      list.push({
        id: 'subjects',
        header: <FormattedMessage {...debtMessages.subjects} />,
        render: (r) => (
          <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.5} data-testid="debt-subjects">
            {r.subjects.map((subject) => (
              <Chip key={`${subject.edu_subject_id}-${subject.semester}`} size="small" variant="outlined" label={labels.unpassed(subject)} />
            ))}
          </Stack>
        ),
      });
    }
    return list;
  }, [level, choices.ministry, labels, linkStudents, linkGroups]);

  return (
    <ListPage
      exportPath="/academic-debts/"
      title={<FormattedMessage {...debtMessages.title} />}
      filters={
        <>
          <FilterSelect
            name="level"
            label={intl.formatMessage(debtMessages.level)}
            value={level}
            options={ACADEMIC_DEBT_LEVELS.map((code) => ({ value: code, label: labels.debtLevel(code) }))}
            onChange={(next) => update({ level: next === 'STUDENT' ? undefined : next })}
          />
          <InstitutionFilter choices={choices} label={debtMessages.institution} value={params.institution_id as string | undefined} onChange={(institution_id) => update({ institution_id })} />
          {!choices.ministry && canViewGroups && (
            <FilterSelect
              name="edu_group_id"
              label={intl.formatMessage(debtMessages.group)}
              value={params.edu_group_id as string | undefined}
              options={(groups.data?.results ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
              onChange={(edu_group_id) => update({ edu_group_id })}
            />
          )}
          <FilterSelect
            name="course"
            label={intl.formatMessage(debtMessages.course)}
            value={params.course as string | undefined}
            options={COURSES.map((course) => ({ value: String(course), label: labels.course(course) }))}
            onChange={(course) => update({ course })}
          />
        </>
      }
      columns={columns}
      rowKey={(r) => `${level}-${r.id}`}
      list={debts}
      params={params}
      update={update}
      sortable={false}
    >
      {debts.data && (
        <Alert severity="info" icon={false} sx={{ mt: 2 }} data-testid="academic-debt-totals">
          <FormattedMessage {...debtMessages.totals} values={{ students: debts.data.students, debts: debts.data.debts }} />
        </Alert>
      )}
      {level === 'INSTITUTION' && (
        <Box sx={{ mt: 2 }}>
          <ChartCard title={<FormattedMessage {...debtMessages.chart} />} testId="chart-academic-debts">
            <BarsChart
              horizontal
              categories={rows.map((r) => labels.name(r.institution_name))}
              series={[
                { label: intl.formatMessage(debtMessages.students), values: rows.map((r) => r.students) },
                { label: intl.formatMessage(debtMessages.debts), values: rows.map((r) => r.debts) },
              ]}
            />
          </ChartCard>
        </Box>
      )}
    </ListPage>
  );
}
