import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { orderMessages } from '../messages';

type Key = keyof typeof orderMessages;

/** The labels of the orders' codes in the current language. */
export function useOrderLabels() {
  const intl = useIntl();
  return useMemo(() => {
    const of = (prefix: string) => (code: string) => {
      const key = `${prefix}${code}` as Key;
      return key in orderMessages ? intl.formatMessage(orderMessages[key]) : code;
    };
    return { kind: of('kind'), state: of('state') };
  }, [intl]);
}
