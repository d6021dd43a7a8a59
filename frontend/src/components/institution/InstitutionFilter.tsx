import { useIntl, type MessageDescriptor } from 'react-intl';
import { FilterSelect } from '@/components/list/FilterSelect';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import type { InstitutionChoices } from './use-institution-choices';

interface Props {
  choices: InstitutionChoices;
  label: MessageDescriptor;
  value: string | undefined;
  onChange(value: string | undefined): void;
}

/** A list's institution filter, for ministry-level roles only (an institution works in its own). */
export function InstitutionFilter({ choices, label, value, onChange }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  if (!choices.ministry) return null;
  return (
    <FilterSelect
      name="institution_id"
      label={intl.formatMessage(label)}
      value={value}
      options={choices.institutions.map((institution) => ({ value: String(institution.id), label: localized(institution.name, language) }))}
      onChange={onChange}
    />
  );
}
