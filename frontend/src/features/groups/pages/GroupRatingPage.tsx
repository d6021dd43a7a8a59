import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { useGroup } from '../api/get-group';
import { useRatings, useSaveRatings } from '../api/ratings';
import { RatingGrid } from '../components/RatingGrid';
import { groupMessages } from '../messages';
import { groupPath, groupsPaths } from '../paths';

/** The rating sheet of a group for one semester (?semester=N, by default the group's current one). */
export default function GroupRatingPage() {
  const id = Number(useParams().id);
  const [query, setQuery] = useSearchParams();
  const group = useGroup(id);
  const semesterCount = group.data?.curriculum?.number_of_semesters ?? 0;
  const asked = Number(query.get('semester'));
  const semester = asked >= 1 && (semesterCount === 0 || asked <= semesterCount) ? asked : group.data?.current_semester;
  const ratings = useRatings(id, semester);
  const save = useSaveRatings(id, semester ?? 0);
  const canEdit = useCan('edu-group-edit');

  return (
    <>
      <PageHeader
        title={
          <>
            <FormattedMessage {...groupMessages.ratingTitle} />
            {group.data ? ` — ${group.data.name}` : ''}
          </>
        }
        back={groupPath(groupsPaths.preview, id)}
      />
      {(group.isError || ratings.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {ratings.isLoading && <ContentLoader />}
      {ratings.data && (
        <RatingGrid
          key={`${ratings.data.semester}-${ratings.dataUpdatedAt}`}
          sheet={ratings.data}
          semesters={Array.from({ length: Math.max(semesterCount, ratings.data.semester) }, (_, index) => index + 1)}
          onSemesterChange={(next) =>
            setQuery(
              (current) => {
                const params = new URLSearchParams(current);
                params.set('semester', String(next));
                return params;
              },
              { replace: true },
            )
          }
          editable={canEdit && !ratings.isPlaceholderData}
          saving={save.isPending}
          save={(entries, handlers) => save.mutate(entries, handlers)}
        />
      )}
    </>
  );
}
