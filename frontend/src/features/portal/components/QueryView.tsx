import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { LoadError } from './LoadError';

interface Props<T> {
  query: UseQueryResult<T>;
  children(value: T): ReactNode;
}

/** A call's answer: a loader, its error, or what it answered. */
export function QueryView<T>({ query, children }: Props<T>) {
  if (query.isPending) return <ContentLoader />;
  if (query.isError) return <LoadError error={query.error} />;
  return <>{children(query.data)}</>;
}
