import { api, type List, type Single } from '@/api/client';
import type { ParentDto } from './types';

/** The parents of a list answer, in the envelope of one result or of a page. */
export async function getParentList(path: string, query?: Record<string, string>): Promise<ParentDto[]> {
  const answer = await api.get<Single<ParentDto[]> | List<ParentDto>>(path, query);
  return 'results' in answer ? answer.results : answer.result;
}
