import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Leaves a form page for the list it was opened from, with that list's filters and page (one
 * step back); a form opened directly (a shared link, a reload) goes to `fallback`.
 */
export function useReturn(fallback: string): () => void {
  const navigate = useNavigate();
  const opened = useLocation().key !== 'default';
  return useCallback(() => void (opened ? navigate(-1) : navigate(fallback)), [opened, navigate, fallback]);
}
