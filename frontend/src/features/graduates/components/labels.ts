import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import type { Multilingual } from '@/api/types';
import { documentKindMessages, documentStatusMessages, stageMessages } from '../messages';

function label<M extends Record<string, { id?: string }>>(messages: M, value: string): M[keyof M] | undefined {
  return Object.hasOwn(messages, value) ? messages[value as keyof M] : undefined;
}

/** Labels of the graduates' enumerations in the interface language; an unknown value shows as sent. */
export function useGraduateLabels() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  return useMemo(() => {
    const text = (message: { id?: string } | undefined, value: string) => (message ? intl.formatMessage(message) : value);
    return {
      stage: (value: string) => text(label(stageMessages, value), value),
      kind: (value: string) => text(label(documentKindMessages, value), value),
      documentStatus: (value: string) => text(label(documentStatusMessages, value), value),
      name: (name: Partial<Multilingual> | null | undefined) => localized(name, language),
    };
  }, [intl, language]);
}
