import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { InstitutionType } from '../api/types';
import { institutionTypeMessages } from '../messages';
import { findRegion } from '@/components/institution/regions';

/** The region in the current language; a value outside the list is shown as stored. */
export function useRegionLabel(): (value: string) => string {
  const intl = useIntl();
  return useCallback(
    (value: string) => {
      const region = findRegion(value);
      return region ? intl.formatMessage(region.message) : value;
    },
    [intl],
  );
}

export function useTypeLabel(): (type: InstitutionType | string) => string {
  const intl = useIntl();
  return useCallback(
    (type: InstitutionType | string) => {
      const message = institutionTypeMessages[type as InstitutionType];
      return message ? intl.formatMessage(message) : type;
    },
    [intl],
  );
}
