import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import type { Kept } from '../api/kept';
import { KeptBanner } from './KeptBanner';
import { LoadError } from './LoadError';

interface Props<T> {
  query: UseQueryResult<Kept<T>>;
  children(value: T): ReactNode;
}

/** A kept call's answer: a loader, its error, or what it answered, under a banner when it is a kept one. */
export function KeptView<T>({ query, children }: Props<T>) {
  if (query.isPending) return <ContentLoader />;
  if (query.isError) return <LoadError error={query.error} />;
  return (
    <>
      {query.data.keptAt && <KeptBanner at={query.data.keptAt} />}
      {children(query.data.value)}
    </>
  );
}
