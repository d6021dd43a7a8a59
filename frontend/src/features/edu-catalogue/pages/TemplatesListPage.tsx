import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath } from 'react-router-dom';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { INSTITUTION_TYPES, type CurriculumTemplate } from '../api/types';
import { institutionTypeMessages, nameMessages, templateMessages } from '../messages';
import { templatesPaths } from '../paths';

const FILTERS = ['institution_type'] as const;

/** The ministry's model curricula: the subjects and hours an institution's curriculum starts from. */
export default function TemplatesListPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const templates = useTemplates(params);
  const deleteTemplate = useDeleteTemplate();
  const canAdd = useCan('curriculum-template-add');
  const canEdit = useCan('curriculum-template-edit');
  const canDelete = useCan('curriculum-template-delete');

  const columns = useMemo<Column<CurriculumTemplate>[]>(() => {
    const list: Column<CurriculumTemplate>[] = [
      { id: 'name', header: <FormattedMessage {...nameMessages.name} />, render: (template) => localized(template.name, language) },
      {
        id: 'direction',
        header: <FormattedMessage {...templateMessages.direction} />,
        render: (template) => (template.edu_direction ? `${template.edu_direction.code} — ${localized(template.edu_direction.name, language)}` : '—'),
      },
      {
        id: 'institution_type',
        header: <FormattedMessage {...templateMessages.institutionType} />,
        render: (template) =>
          institutionTypeMessages[template.institution_type] ? intl.formatMessage(institutionTypeMessages[template.institution_type]) : template.institution_type,
      },
      {
        id: 'number_of_semesters',
        header: <FormattedMessage {...templateMessages.semesters} />,
        align: 'right',
        render: (template) => template.number_of_semesters,
      },
      {
        id: 'subjects',
        header: <FormattedMessage {...templateMessages.subjectsCount} />,
        align: 'right',
        render: (template) => template.subjects?.length ?? 0,
      },
    ];
    if (canEdit || canDelete) {
      list.push(
        actionsColumn((template) => (
          <RowActions
            edit={canEdit ? generatePath(templatesPaths.edit, { id: String(template.id) }) : undefined}
            onDelete={canDelete ? () => deleteTemplate.mutateAsync(template.id) : undefined}
          />
        )),
      );
    }
    return list;
  }, [intl, language, canEdit, canDelete, deleteTemplate]);

  return (
    <ListPage
      exportPath="/curriculum-templates/"
      title={<FormattedMessage {...templateMessages.title} />}
      add={canAdd && { to: templatesPaths.add }}
      searchPlaceholder={intl.formatMessage(templateMessages.search)}
      filters={
        <FilterSelect
          name="institution_type"
          label={intl.formatMessage(templateMessages.institutionType)}
          value={params.institution_type as string | undefined}
          options={INSTITUTION_TYPES.map((type) => ({ value: type, label: intl.formatMessage(institutionTypeMessages[type]) }))}
          onChange={(institution_type) => update({ institution_type })}
        />
      }
      columns={columns}
      rowKey={(template) => template.id}
      list={templates}
      params={params}
      update={update}
      sortable={false}
    />
  );
}
