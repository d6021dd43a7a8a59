import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { useCalendar } from '../api/get-calendar';
import { useScheduleGroup } from '../api/get-group';
import { MonthCalendar } from '../components/MonthCalendar';
import { PrintWeekButton } from '../components/PrintWeekButton';
import { ScheduleEditor, type EditorState } from '../components/ScheduleEditor';
import { useMonthParam } from '../components/use-month-param';
import { scheduleMessages } from '../messages';
import { groupPreviewPath } from '../paths';

const PARTS = { teacher: true, room: true } as const;

/** A group's month of lessons; with edu-group-edit, lessons are added, edited and deleted from here. */
export default function GroupSchedulePage() {
  const id = Number(useParams().id);
  const [month, setMonth] = useMonthParam();
  const group = useScheduleGroup(id);
  const calendar = useCalendar({ edu_group_id: id }, month);
  const canEdit = useCan('edu-group-edit');
  const [editor, setEditor] = useState<EditorState>({ kind: 'idle' });

  return (
    <>
      <PageHeader
        title={
          <>
            <FormattedMessage {...scheduleMessages.groupTitle} />
            {group.data ? `: ${group.data.name}` : ''}
          </>
        }
        back={groupPreviewPath(id)}
        actions={
          <Stack direction="row" spacing={1}>
            <PrintWeekButton target={{ edu_group_id: id }} month={month} />
            {canEdit && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditor({ kind: 'add' })} data-testid="lesson-add">
                <FormattedMessage {...scheduleMessages.addLesson} />
              </Button>
            )}
          </Stack>
        }
      />
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        calendar={calendar.data}
        loading={calendar.isFetching}
        error={calendar.error}
        emptyMessage={scheduleMessages.groupEmpty}
        parts={PARTS}
        onLessonClick={canEdit ? (lesson) => setEditor({ kind: 'lesson', lesson }) : undefined}
      />
      {canEdit && <ScheduleEditor groupId={id} state={editor} onChange={setEditor} />}
    </>
  );
}
