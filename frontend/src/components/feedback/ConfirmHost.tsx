import { lazy, Suspense, useState } from 'react';
import { useConfirm } from '@/store/confirm';

const ConfirmDialog = lazy(() => import(/* webpackChunkName: "confirm" */ './ConfirmDialog'));

/** The confirmation dialog, loaded with the first question and kept afterwards. */
export function ConfirmHost() {
  const question = useConfirm((state) => state.question);
  const [needed, setNeeded] = useState(false);
  if (question !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  ) : null;
}
