import Grid from '@mui/material/Grid';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { DateInput } from '@/components/form/date-fields';
import { PickInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { useExaminers } from '../api/get-examiners';
import { useSaveControlSheet } from '../api/save-control-sheet';
import type { Examiner, Sheet, SheetKey } from '../api/types';
import { sheetMessages } from '../messages';
import { initialPoints, pointsField, toSheetWrite, validateSheet, type SheetField, type SheetValues } from './sheet-form';
import { SheetTable } from './SheetTable';

interface Props {
  sheet: Sheet;
  sheetKey: SheetKey;
  /** A closed sheet changed by a holder of control-sheet-reopen: a reason is required. */
  reopening: boolean;
  /** An administrator names the examiner; the examiner themself keeps the one named. */
  chooseExaminer: boolean;
  onSaved(): void;
  onCancel(): void;
}

const examinerName = (staff: Examiner) => [staff.citizen.last_name, staff.citizen.first_name, staff.citizen.middle_name].filter(Boolean).join(' ');

/** `entries.3.student_id` is about the fourth student's line too: shown under their points. */
const placeField = (key: string): SheetField | undefined => {
  const match = /^entries\.(\d+)\.(points|student_id)$/.exec(key);
  return match ? pointsField(Number(match[1])) : undefined;
};

/** A sheet's points typed like a spreadsheet column, its exam date and examiner, saved all at once. */
export function SheetForm({ sheet, sheetKey, reopening, chooseExaminer, onSaved, onCancel }: Props) {
  const intl = useIntl();
  const save = useSaveControlSheet(sheetKey);
  const examiners = useExaminers(chooseExaminer);
  const form = useValidatedForm<SheetValues, SheetField>({
    initial: {
      exam_date: sheet.exam_date ? dayjs(sheet.exam_date) : null,
      examiner_id: sheet.examiner?.id ?? null,
      reason: '',
      points: initialPoints(sheet.entries),
    },
    validate: (values) => validateSheet(values, sheet.entries, sheet.max_points, reopening),
    onValid: (values) => save.mutate(toSheetWrite(values, sheet.entries, sheet.version, reopening), { onSuccess: onSaved }),
    error: save.error,
    serverFields: placeField,
    id: 'sheet',
  });
  const { values } = form;
  const examinerOptions = examiners.data?.results ?? [];
  return (
    <FormCard
      name="sheet"
      submitting={save.isPending}
      general={form.general}
      onSubmit={form.submit}
      onCancel={onCancel}
      after={
        <SheetTable
          entries={sheet.entries}
          control={sheet.control}
          credit={sheet.plan.marking_system === 'CREDIT'}
          bindPoints={(entry, index) =>
            form.bindTo(pointsField(index), values.points[entry.student_id] ?? '', (text) =>
              form.update({ ...values, points: { ...values.points, [entry.student_id]: text.trim() } }),
            )
          }
        />
      }
    >
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <DateInput {...form.bindTo('exam_date', values.exam_date, (exam_date) => form.set('exam_date', exam_date))} label={intl.formatMessage(sheetMessages.examDate)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        {chooseExaminer ? (
          <PickInput
            {...form.bindTo('examiner_id', values.examiner_id, (examiner_id) => form.set('examiner_id', examiner_id))}
            label={intl.formatMessage(sheetMessages.examiner)}
            options={examinerOptions}
            optionLabel={examinerName}
            loading={examiners.isFetching}
            placeholder={sheet.examiner?.name}
          />
        ) : (
          <TextInput name="examiner" value={sheet.examiner?.name ?? intl.formatMessage(sheetMessages.noExaminer)} onChange={() => undefined} error={false} readOnly label={intl.formatMessage(sheetMessages.examiner)} />
        )}
      </Grid>
      {reopening && (
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput
            {...form.bindTo('reason', values.reason, (reason) => form.set('reason', reason))}
            required
            maxLength={500}
            label={intl.formatMessage(sheetMessages.reason)}
            hint={intl.formatMessage(sheetMessages.reasonHint)}
          />
        </Grid>
      )}
    </FormCard>
  );
}
