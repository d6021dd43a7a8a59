import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { useCan } from '@/lib/access';
import { useUi } from '@/store/ui';
import { useDeletePublication } from '../api/delete-publication';
import { usePublications } from '../api/get-publications';
import type { Publication } from '../api/types';
import { useScienceLabels } from '../components/labels';
import { publicationColumns } from '../components/publication-columns';
import { PUBLICATION_FILTERS, PublicationFilters } from '../components/PublicationFilters';
import { scienceMessages } from '../messages';
import { publicationPaths, withId } from '../paths';

/** The institution's publications (every institution's for the ministry), filtered, counted and exported. */
export default function PublicationsListPage() {
  const intl = useIntl();
  const labels = useScienceLabels();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams([...PUBLICATION_FILTERS, 'staff_id']);
  const publications = usePublications(params);
  const remove = useDeletePublication();
  const choices = useInstitutionChoices();
  const canAdd = useCan('science-publication-add');
  const canEdit = useCan('science-publication-edit');
  const canDelete = useCan('science-publication-delete');
  const office = useCan('science-verify');

  const columns = useMemo(() => {
    const list = publicationColumns({ labels, language, preview: publicationPaths.preview, showInstitution: choices.ministry });
    if (canEdit || canDelete) {
      list.push(
        actionsColumn((p: Publication) => {
          const open = p.verification !== 'VERIFIED' || office;
          return (
            <RowActions
              edit={canEdit && open ? withId(publicationPaths.edit, p.id) : undefined}
              onDelete={canDelete && open ? () => remove.mutateAsync(p.id) : undefined}
            />
          );
        }),
      );
    }
    return list;
  }, [labels, language, choices.ministry, canEdit, canDelete, office, remove]);

  return (
    <ListPage
      exportPath="/science/publications/"
      title={<FormattedMessage {...scienceMessages.publicationsTitle} />}
      add={canAdd && { to: publicationPaths.add }}
      searchPlaceholder={intl.formatMessage(scienceMessages.publicationsSearch)}
      filters={
        <>
          <InstitutionFilter
            choices={choices}
            label={scienceMessages.institution}
            value={params.institution_id as string | undefined}
            onChange={(institution_id) => update({ institution_id })}
          />
          <PublicationFilters params={params} update={update} />
        </>
      }
      columns={columns}
      rowKey={(p) => p.id}
      list={publications}
      params={params}
      update={update}
    />
  );
}
