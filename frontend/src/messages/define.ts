import type { MessageDescriptor } from 'react-intl';

/**
 * Names the message ids a module shows. The texts are in messages/{uz,ru,en}.json (uz is the
 * default and fallback; uz-Cyrl.json is generated from uz.json); a test checks that every id named
 * here exists in all four files.
 * (react-intl's own defineMessages types each descriptor as taking no values, since it reads
 * them from defaultMessage, which these descriptors leave to the JSON files.)
 */
export function defineMessageIds<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}
