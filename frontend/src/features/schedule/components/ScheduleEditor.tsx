import { useState } from 'react';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { confirm } from '@/store/confirm';
import { notifySuccess } from '@/store/notifications';
import { useCreateLesson } from '../api/create-lesson';
import { useDeleteLesson } from '../api/delete-lesson';
import { useLesson } from '../api/get-lesson';
import { useUpdateLesson } from '../api/update-lesson';
import type { CalendarLesson, DeleteScope } from '../api/types';
import { scheduleMessages } from '../messages';
import { LessonActionsDialog } from './LessonActionsDialog';
import { LessonDialog } from './LessonDialog';
import { emptyLesson, lessonValues, lessonWrite, type LessonFormValues } from './lesson-form';

/** What the timetable of a group is doing: nothing, adding a lesson, or acting on one day of a lesson. */
export type EditorState = { kind: 'idle' } | { kind: 'add'; initial?: LessonFormValues } | { kind: 'lesson'; lesson: CalendarLesson } | { kind: 'edit'; lesson: CalendarLesson };

interface Props {
  groupId: number;
  state: EditorState;
  onChange(state: EditorState): void;
}

/** The dialogs of a group's timetable: add, and for a clicked lesson edit, delete for the day or to the end. */
export function ScheduleEditor({ groupId, state, onChange }: Props) {
  const close = () => onChange({ kind: 'idle' });
  if (state.kind === 'add') return <AddLesson groupId={groupId} initial={state.initial ?? emptyLesson()} onClose={close} />;
  if (state.kind === 'edit') return <EditLesson groupId={groupId} scheduleId={state.lesson.schedule_id} onClose={close} />;
  if (state.kind === 'lesson') return <LessonActions lesson={state.lesson} onEdit={() => onChange({ kind: 'edit', lesson: state.lesson })} onClose={close} />;
  return null;
}

function AddLesson({ groupId, initial, onClose }: { groupId: number; initial: LessonFormValues; onClose(): void }) {
  const create = useCreateLesson();
  const onSubmit = (values: LessonFormValues) =>
    create.mutate(lessonWrite(groupId, values), {
      onSuccess: () => {
        notifySuccess(scheduleMessages.saved);
        onClose();
      },
    });
  return <LessonDialog mode="create" groupId={groupId} initial={initial} submitting={create.isPending} error={create.error} onSubmit={onSubmit} onClose={onClose} />;
}

function EditLesson({ groupId, scheduleId, onClose }: { groupId: number; scheduleId: number; onClose(): void }) {
  const lesson = useLesson(scheduleId);
  const update = useUpdateLesson(scheduleId);
  const data = lesson.data;
  if (!data) return lesson.isLoading ? <ContentLoader /> : null;
  const onSubmit = (values: LessonFormValues) =>
    update.mutate(lessonWrite(groupId, values, data.version), {
      onSuccess: () => {
        notifySuccess(scheduleMessages.saved);
        onClose();
      },
    });
  return (
    <LessonDialog mode="update" groupId={groupId} initial={lessonValues(data)} submitting={update.isPending} error={update.error} onSubmit={onSubmit} onClose={onClose} />
  );
}

function LessonActions({ lesson, onEdit, onClose }: { lesson: CalendarLesson; onEdit(): void; onClose(): void }) {
  const remove = useDeleteLesson();
  const [deleting, setDeleting] = useState<DeleteScope | null>(null);
  const onDelete = async (scope: DeleteScope) => {
    if (!(await confirm(scope === 'day' ? scheduleMessages.deleteDayConfirm : scheduleMessages.deleteUntilEndConfirm))) return;
    setDeleting(scope);
    remove.mutate(
      { id: lesson.schedule_id, scope, date: lesson.date },
      {
        onSuccess: () => {
          notifySuccess(sharedMessages.deleted);
          onClose();
        },
        onSettled: () => setDeleting(null),
      },
    );
  };
  return <LessonActionsDialog lesson={lesson} deleting={deleting} onEdit={onEdit} onDelete={(scope) => void onDelete(scope)} onClose={onClose} />;
}
