import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { sharedMessages } from '@/components/messages';
import { notifySuccess } from '@/store/notifications';

/** What every add/edit dialog of these screens takes, besides its own choices and onSubmit. */
export interface EditFormProps<V> {
  mode: 'create' | 'update';
  initial: V;
  submitting: boolean;
  /** The failed save: its field errors go under the fields, its other refusals above them. */
  error: unknown;
  onClose(): void;
}

export type Editing<R, V> = { mode: 'create'; initial: V } | { mode: 'update'; row: R; initial: V };

/**
 * The add/edit dialog of a list: which row it edits (or none: adding) and with what values, the
 * save through the create or update call, and that call's state; it closes with 'saved'.
 */
export function useEditDialog<R extends { id: number; version: number }, V, W>(
  create: UseMutationResult<R, Error, W>,
  update: UseMutationResult<R, Error, { id: number; body: W }>,
) {
  const [editing, setEditing] = useState<Editing<R, V> | null>(null);

  const resetCreate = create.reset;
  const resetUpdate = update.reset;
  const openCreate = useCallback(
    (initial: V) => {
      resetCreate();
      setEditing({ mode: 'create', initial });
    },
    [resetCreate],
  );
  const openUpdate = useCallback(
    (row: R, initial: V) => {
      resetUpdate();
      setEditing({ mode: 'update', row, initial });
    },
    [resetUpdate],
  );

  const saved = () => {
    notifySuccess(sharedMessages.saved);
    setEditing(null);
  };

  const submitting = editing?.mode === 'update' ? update.isPending : create.isPending;
  const error = editing?.mode === 'update' ? update.error : create.error;
  const close = () => setEditing(null);

  return {
    editing,
    /** The dialog's common props while it is open. */
    form: editing ? ({ mode: editing.mode, initial: editing.initial, submitting, error, onClose: close } satisfies EditFormProps<V>) : null,
    /** Remounts the form when another row (or a newer version of it) is opened. */
    key: editing?.mode === 'update' ? `${editing.row.id}-${editing.row.version}` : 'new',
    openCreate,
    openUpdate,
    close,
    /** `body` is given the version of the row being edited (undefined when adding). */
    save(body: (version: number | undefined, row: R | undefined) => W) {
      if (!editing) return;
      if (editing.mode === 'create') create.mutate(body(undefined, undefined), { onSuccess: saved });
      else update.mutate({ id: editing.row.id, body: body(editing.row.version, editing.row) }, { onSuccess: saved });
    },
  };
}
