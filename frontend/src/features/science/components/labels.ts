/** The labels of the area's codes in the interface language; an unknown code shows as it is. */
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  confirmationMessages,
  currencyMessages,
  doctoralStatusMessages,
  doctorateKindMessages,
  indexingMessages,
  memberRoleMessages,
  projectKindMessages,
  publicationKindMessages,
  studyFormMessages,
  subKindMessages,
  verificationMessages,
} from '../messages';

type Labels = Record<string, MessageDescriptor>;

export function useScienceLabels() {
  const intl = useIntl();
  const of = (labels: Labels) => (code: string | null | undefined) => {
    if (!code) return '';
    const known = labels[code];
    return known ? intl.formatMessage(known) : code;
  };
  return {
    projectKind: of(projectKindMessages),
    currency: of(currencyMessages),
    memberRole: of(memberRoleMessages),
    publicationKind: of(publicationKindMessages),
    subKind: of(subKindMessages),
    indexing: of(indexingMessages),
    verification: of(verificationMessages),
    confirmation: of(confirmationMessages),
    doctorateKind: of(doctorateKindMessages),
    studyForm: of(studyFormMessages),
    doctoralStatus: of(doctoralStatusMessages),
  };
}

export type ScienceLabels = ReturnType<typeof useScienceLabels>;
