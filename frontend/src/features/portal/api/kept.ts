/**
 * The last successful answer of a portal call, kept in localStorage per user with the time it was
 * loaded: when the network is down, the call answers the kept one instead of failing. A signed-out
 * session forgets them all.
 */
import { isNetworkError } from '@/api/client';
import { STALE_TIME } from '@/lib/query-client';
import { useSession } from '@/store/session';

const PREFIX = 'emis-portal:';
/** Enough for a few weeks of two children; the oldest go first. */
const MAX_KEPT = 40;

interface Stored<T> {
  at: string;
  value: T;
}

/** An answer; `keptAt` is when it was loaded, when it is a kept one shown for want of the network. */
export interface Kept<T> {
  value: T;
  keptAt: string | null;
}

function storageKey(name: string): string | null {
  const user = useSession.getState().profile?.id;
  return user === undefined ? null : `${PREFIX}${user}:${name}`;
}

function keptKeys(): string[] {
  const keys: string[] = [];
  for (let index = 0; index < window.localStorage.length; index += 1) {
    const key = window.localStorage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

function read<T>(key: string): Stored<T> | null {
  try {
    const text = window.localStorage.getItem(key);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<Stored<T>>;
    return typeof stored.at === 'string' && 'value' in stored ? (stored as Stored<T>) : null;
  } catch {
    return null;
  }
}

/** Leaves the `limit` answers loaded last. */
function prune(limit: number): void {
  const entries = keptKeys()
    .map((key) => ({ key, at: read(key)?.at ?? '' }))
    .sort((a, b) => b.at.localeCompare(a.at));
  for (const { key } of entries.slice(limit)) window.localStorage.removeItem(key);
}

function keep(key: string, value: unknown): void {
  const text = JSON.stringify({ at: new Date().toISOString(), value });
  try {
    window.localStorage.setItem(key, text);
  } catch {
    // The storage is full: make room by dropping the older half, then try once more.
    prune(Math.floor(keptKeys().length / 2));
    try {
      window.localStorage.setItem(key, text);
    } catch {
      return;
    }
  }
  prune(MAX_KEPT);
}

/** Calls `load`; keeps what it answers under `name`, or answers the kept one when the network is down. */
export async function keptCall<T>(name: string, load: () => Promise<T>): Promise<Kept<T>> {
  const key = storageKey(name);
  try {
    const value = await load();
    if (key) keep(key, value);
    return { value, keptAt: null };
  } catch (error) {
    const kept = key && isNetworkError(error) ? read<T>(key) : null;
    if (kept) return { value: kept.value, keptAt: kept.at };
    throw error;
  }
}

/** A kept answer is asked for again as soon as it can be (the network back, the screen opened again). */
export function keptStaleTime(query: { state: { data?: Kept<unknown> } }): number {
  return query.state.data?.keptAt ? 0 : STALE_TIME.short;
}

export function forgetKept(): void {
  for (const key of keptKeys()) window.localStorage.removeItem(key);
}

useSession.subscribe((state, previous) => {
  if (previous.authenticated && !state.authenticated) forgetKept();
});
