import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessages } from '@/api/client';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreatePublication } from '../api/create-publication';
import { useMyStaffRecord } from '../api/get-my-staff-record';
import { usePublication } from '../api/get-publication';
import { useUpdatePublication } from '../api/update-publication';
import { scienceMessages } from '../messages';
import { minePaths, publicationPaths, withId } from '../paths';
import { emptyPublicationForm, fromPublication, toPublicationBody } from './publication-form';
import { PublicationForm } from './PublicationForm';
import { thisYear } from './this-year';

/** A new publication: the office's of its institution, or (`own`) a staff member's own, who starts as its main author. */
export function PublicationAdd({ own }: { own: boolean }) {
  const navigate = useNavigate();
  const create = useCreatePublication();
  const me = useMyStaffRecord(own);
  const paths = own ? minePaths : publicationPaths;
  const year = thisYear();
  return (
    <>
      <PageHeader title={<FormattedMessage {...scienceMessages.publicationsAdd} />} back={paths.list} />
      {own && me.isPending && <ContentLoader />}
      {own && me.isError && <Alert severity="error">{errorMessages(me.error).join(' ')}</Alert>}
      {(!own || me.data) && (
        <PublicationForm
          mode="create"
          own={own}
          thisYear={year}
          initial={emptyPublicationForm(year, me.data ? { id: me.data.id, full_name: me.data.full_name } : null)}
          submitting={create.isPending}
          error={create.error}
          onCancel={() => void navigate(paths.list)}
          onSubmit={(values, ministry) =>
            create.mutate(toPublicationBody(values, ministry), {
              onSuccess: (created) => {
                notifySuccess(sharedMessages.saved);
                void navigate(withId(paths.preview, created.id));
              },
            })
          }
        />
      )}
    </>
  );
}

export function PublicationEdit({ own }: { own: boolean }) {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const publication = usePublication(id);
  const update = useUpdatePublication(id);
  const paths = own ? minePaths : publicationPaths;
  const preview = withId(paths.preview, id);
  return (
    <>
      <PageHeader title={<FormattedMessage {...scienceMessages.publicationsEdit} />} back={preview} />
      {publication.isPending && <ContentLoader />}
      {publication.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {publication.data && (
        <PublicationForm
          key={publication.data.version}
          mode="update"
          own={own}
          thisYear={thisYear()}
          initial={fromPublication(publication.data)}
          institution={publication.data.institution}
          submitting={update.isPending}
          error={update.error}
          onCancel={() => void navigate(preview)}
          onSubmit={(values, ministry) =>
            update.mutate(toPublicationBody(values, ministry, publication.data.version), {
              onSuccess: () => {
                notifySuccess(sharedMessages.saved);
                void navigate(preview);
              },
            })
          }
        />
      )}
    </>
  );
}
