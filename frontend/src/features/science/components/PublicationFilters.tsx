import { useIntl } from 'react-intl';
import type { ParamPatch } from '@/components/list/list-params';
import { FilterSelect } from '@/components/list/FilterSelect';
import type { ListParams } from '@/api/types';
import { INDEXINGS, PUBLICATION_KINDS, VERIFICATIONS } from '../api/types';
import { scienceMessages } from '../messages';
import { useScienceLabels } from './labels';
import { recentYears } from './this-year';

export const PUBLICATION_FILTERS = ['institution_id', 'year', 'kind', 'indexing', 'verification', 'foreign'] as const;

/** The publications lists' filters: year, kind, indexing database, the office's verification, foreign or local. */
export function PublicationFilters({ params, update }: { params: ListParams; update(patch: ParamPatch): void }) {
  const intl = useIntl();
  const labels = useScienceLabels();
  const value = (key: string) => params[key] as string | undefined;
  return (
    <>
      <FilterSelect
        name="year"
        label={intl.formatMessage(scienceMessages.filterYear)}
        value={value('year')}
        options={recentYears().map((year) => ({ value: String(year), label: String(year) }))}
        onChange={(year) => update({ year })}
      />
      <FilterSelect
        name="kind"
        label={intl.formatMessage(scienceMessages.publicationKind)}
        value={value('kind')}
        options={PUBLICATION_KINDS.map((kind) => ({ value: kind, label: labels.publicationKind(kind) }))}
        onChange={(kind) => update({ kind })}
      />
      <FilterSelect
        name="indexing"
        label={intl.formatMessage(scienceMessages.publicationIndexing)}
        value={value('indexing')}
        options={INDEXINGS.map((code) => ({ value: code, label: labels.indexing(code) }))}
        onChange={(indexing) => update({ indexing })}
      />
      <FilterSelect
        name="verification"
        label={intl.formatMessage(scienceMessages.publicationVerification)}
        value={value('verification')}
        options={VERIFICATIONS.map((code) => ({ value: code, label: labels.verification(code) }))}
        onChange={(verification) => update({ verification })}
      />
      <FilterSelect
        name="foreign"
        label={intl.formatMessage(scienceMessages.filterForeign)}
        value={value('foreign')}
        options={[
          { value: 'true', label: intl.formatMessage(scienceMessages.filterForeignYes) },
          { value: 'false', label: intl.formatMessage(scienceMessages.filterForeignNo) },
        ]}
        onChange={(foreign) => update({ foreign })}
      />
    </>
  );
}
