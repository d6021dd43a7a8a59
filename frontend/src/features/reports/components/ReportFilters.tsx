import { useIntl } from 'react-intl';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { FilterSelect, type Option } from '@/components/list/FilterSelect';
import type { ListParams } from '@/api/types';
import type { ParamPatch } from '@/components/list/list-params';
import { COURSES, EDU_FORMS } from '../api/types';
import { reportMessages } from '../messages';
import { useReportLabels } from './labels';

interface Props {
  params: ListParams;
  update(patch: ParamPatch): void;
  /** Which filters the report offers besides the institution (ministry only). */
  course?: boolean;
  eduForm?: boolean;
  /** The directions to choose from, when the report filters by one. */
  directions?: readonly Option[];
}

const value = (params: ListParams, key: string) => (params[key] === undefined ? undefined : String(params[key]));

/** The filters the reports share: institution (ministry level), direction, course, form of education. */
export function ReportFilters({ params, update, course = false, eduForm = false, directions }: Props) {
  const intl = useIntl();
  const labels = useReportLabels();
  const institutions = useInstitutionChoices();
  return (
    <>
      <InstitutionFilter
        choices={institutions}
        label={reportMessages.institution}
        value={value(params, 'institution_id')}
        onChange={(institution_id) => update({ institution_id })}
      />
      {directions && (
        <FilterSelect
          name="edu_direction_id"
          label={intl.formatMessage(reportMessages.direction)}
          value={value(params, 'edu_direction_id')}
          options={directions}
          onChange={(edu_direction_id) => update({ edu_direction_id })}
        />
      )}
      {course && (
        <FilterSelect
          name="course"
          label={intl.formatMessage(reportMessages.course)}
          value={value(params, 'course')}
          options={COURSES.map((c) => ({ value: String(c), label: labels.course(c) }))}
          onChange={(course) => update({ course })}
        />
      )}
      {eduForm && (
        <FilterSelect
          name="edu_form"
          label={intl.formatMessage(reportMessages.eduForm)}
          value={value(params, 'edu_form')}
          options={EDU_FORMS.map((form) => ({ value: form, label: labels.eduForm(form) }))}
          onChange={(edu_form) => update({ edu_form })}
        />
      )}
    </>
  );
}

/** The filters of `params` named in `keys`, for a report answered whole (no paging). */
export function filtersOf(params: ListParams, keys: readonly string[]): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const key of keys) {
    const v = params[key];
    if (v !== undefined && v !== '') query[key] = v;
  }
  return query;
}
