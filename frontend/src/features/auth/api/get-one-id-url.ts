import { useEffect, useState } from 'react';
import { api, type Single } from '@/api/client';

export async function getOneIdUrl(): Promise<string> {
  const { result } = await api.get<Single<{ url: string }>>('/auth/one-id/url/', undefined, { anonymous: true });
  return result.url;
}

/** The OneID authorize URL, asked each time the page opens; an error (OneID not configured) hides the button. */
export function useOneIdUrl() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    getOneIdUrl().then(
      (found) => active && setUrl(found),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return { isSuccess: url !== null, data: url ?? undefined };
}
