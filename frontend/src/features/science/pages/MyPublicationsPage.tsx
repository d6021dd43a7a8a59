import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction, RowActions } from '@/components/list/RowActions';
import { notifySuccess } from '@/store/notifications';
import { useUi } from '@/store/ui';
import { useConfirmAuthorship } from '../api/confirm-authorship';
import { useDeletePublication } from '../api/delete-publication';
import { useMyPublications } from '../api/get-my-publications';
import type { Publication } from '../api/types';
import { useScienceLabels } from '../components/labels';
import { publicationColumns } from '../components/publication-columns';
import { PUBLICATION_FILTERS, PublicationFilters } from '../components/PublicationFilters';
import { scienceMessages } from '../messages';
import { minePaths, withId } from '../paths';

/**
 * A teacher's own publications (SPEC.md's teacher module): each with their own confirmation, a
 * button to confirm an authorship still waiting, and their own entries to edit until verified.
 */
export default function MyPublicationsPage() {
  const intl = useIntl();
  const labels = useScienceLabels();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(PUBLICATION_FILTERS);
  const publications = useMyPublications(params);
  const confirmAuthorship = useConfirmAuthorship();
  const remove = useDeletePublication();

  const columns = useMemo(() => {
    const list = publicationColumns({ labels, language, preview: minePaths.preview, showInstitution: false, mine: true });
    list.push(
      actionsColumn((p: Publication) => {
        const open = p.verification !== 'VERIFIED';
        return (
          <RowActions edit={open ? withId(minePaths.edit, p.id) : undefined} onDelete={open ? () => remove.mutateAsync(p.id) : undefined}>
            {p.my_confirmation === 'PENDING' && (
              <RowAction
                label={intl.formatMessage(scienceMessages.publicationConfirm)}
                icon={<HowToRegOutlinedIcon fontSize="small" color="success" />}
                onClick={() => confirmAuthorship.mutate(p.id, { onSuccess: () => notifySuccess(scienceMessages.publicationConfirmed) })}
              />
            )}
          </RowActions>
        );
      }),
    );
    return list;
  }, [labels, language, intl, confirmAuthorship, remove]);

  return (
    <ListPage
      exportPath="/science/publications/mine/"
      title={<FormattedMessage {...scienceMessages.mineTitle} />}
      add={{ to: minePaths.add }}
      searchPlaceholder={intl.formatMessage(scienceMessages.publicationsSearch)}
      filters={<PublicationFilters params={params} update={update} />}
      columns={columns}
      rowKey={(p) => p.id}
      list={publications}
      params={params}
      update={update}
    />
  );
}
