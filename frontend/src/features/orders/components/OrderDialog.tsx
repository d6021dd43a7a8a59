import Grid from '@mui/material/Grid';
import { FormattedMessage, useIntl } from 'react-intl';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateInput } from '@/components/form/date-fields';
import { PickInput, PickManyInput } from '@/components/form/PickInput';
import { SelectInput } from '@/components/form/SelectInput';
import { TextInput } from '@/components/form/TextInput';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { localized } from '@/lib/format';
import { useSession } from '@/store/session';
import { useUi } from '@/store/ui';
import { useGroupChoices, useScholarshipTypeChoices, useStudentChoices } from '../api/get-choices';
import { useTransferInstitutions } from '../api/get-transfers';
import { NEEDS_REASON, ORDER_KINDS, type Choice } from '../api/types';
import { orderMessages } from '../messages';
import { needsGroup, orderFieldOf, takesGroup, validateOrderForm, type OrderFormValues } from './order-form';
import { useOrderLabels } from './labels';
import { SubjectMapTable } from './SubjectMapTable';

interface Props {
  mode: 'create' | 'update';
  initial: OrderFormValues;
  submitting: boolean;
  error: unknown;
  onSubmit(values: OrderFormValues): void;
  onClose(): void;
}

/**
 * A draft order: its number, date and kind, its texts, the students it names (picked by group) and
 * what its kind needs of them: a reason, a group (or for a transfer, another institution), or a
 * scholarship's type and span, one for all.
 */
export function OrderDialog({ mode, initial, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const labels = useOrderLabels();
  const form = useValidatedForm<OrderFormValues>({
    initial,
    validate: validateOrderForm,
    onValid: onSubmit,
    error,
    conflicts: { order_number_taken: 'number', order_unknown_student: 'students' },
    serverFields: orderFieldOf,
    id: 'order',
  });
  const groups = useGroupChoices();
  const groupStudents = useStudentChoices(form.values.edu_group_id);
  const chosen = form.values.students;
  const options: Choice[] = [...chosen, ...(groupStudents.data ?? []).filter((s) => !chosen.some((c) => c.id === s.id))];
  const label = (key: keyof typeof orderMessages) => intl.formatMessage(orderMessages[key]);
  const kind = form.values.kind;
  const language = useUi((state) => state.language);
  const scholarshipTypes = useScholarshipTypeChoices(kind === 'SCHOLARSHIP');
  const institutions = useTransferInstitutions(kind === 'TRANSFER');
  const own = useSession((state) => state.profile?.institution_id);
  return (
    <DatePickersProvider>
      <FormDialog
        name="order"
        maxWidth="md"
        title={<FormattedMessage {...(mode === 'create' ? orderMessages.add : orderMessages.edit)} />}
        submitting={submitting}
        general={form.general}
        onSubmit={form.submit}
        onClose={onClose}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextInput {...form.bind('number')} required maxLength={64} label={label('number')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <DateInput {...form.bind('date')} required label={label('date')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectInput {...form.bind('kind')} required label={label('kind')} options={ORDER_KINDS.map((code) => ({ value: code, label: labels.kind(code) }))} />
          </Grid>
          <Grid size={12}>
            <TextInput {...form.bind('purpose')} maxLength={1000} label={label('purpose')} />
          </Grid>
          <Grid size={12}>
            <TextInput {...form.bind('body')} multiline maxLength={20000} label={label('body')} />
          </Grid>
          <Grid size={12}>
            <TextInput {...form.bind('basis')} maxLength={2000} label={label('basis')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <PickInput
              {...form.bind('edu_group_id')}
              label={label('group')}
              loading={groups.isFetching}
              options={groups.data ?? []}
              optionLabel={(option) => option.name}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <PickManyInput
              {...form.bindTo('students', chosen.map((s) => s.id), (ids: number[]) =>
                form.set('students', ids.map((id) => options.find((o) => o.id === id)).filter((o): o is Choice => o !== undefined)),
              )}
              required
              label={label('students')}
              hint={label('studentsHint')}
              loading={groupStudents.isFetching}
              options={options}
              optionLabel={(option) => option.name}
            />
          </Grid>
          {NEEDS_REASON.includes(kind) && (
            <Grid size={12}>
              <TextInput {...form.bind('reason')} required maxLength={500} label={label('reason')} />
            </Grid>
          )}
          {kind === 'TRANSFER' && (
            <Grid size={{ xs: 12, md: 6 }}>
              <PickInput
                {...form.bind('to_institution_id')}
                label={label('toInstitution')}
                hint={label('toInstitutionHint')}
                loading={institutions.isFetching}
                options={(institutions.data ?? []).filter((i) => i.id !== own).map((i) => ({ id: i.id, name: localized(i.name, language) }))}
                optionLabel={(option) => option.name}
              />
            </Grid>
          )}
          {takesGroup(form.values) && (
            <Grid size={{ xs: 12, md: 6 }}>
              <PickInput
                {...form.bind('to_edu_group_id')}
                required={needsGroup(form.values)}
                label={label('toGroup')}
                loading={groups.isFetching}
                options={groups.data ?? []}
                optionLabel={(option) => option.name}
              />
            </Grid>
          )}
          {kind === 'TRANSFER' && takesGroup(form.values) && form.values.to_edu_group_id !== null &&
            chosen.map((student) => (
              <Grid size={12} key={student.id}>
                <SubjectMapTable
                  student={student}
                  group={form.values.to_edu_group_id}
                  value={form.values.subject_maps[student.id] ?? []}
                  onChange={(lines) => form.set('subject_maps', { ...form.values.subject_maps, [student.id]: lines })}
                />
              </Grid>
            ))}
          {kind === 'SCHOLARSHIP' && (
            <>
              <Grid size={{ xs: 12, md: 6 }}>
                <SelectInput
                  {...form.bind('scholarship_type')}
                  required
                  label={label('scholarshipType')}
                  hint={label('scholarshipHint')}
                  disabled={scholarshipTypes.isPending}
                  options={(scholarshipTypes.data ?? []).map((t) => ({ value: t.id, label: localized(t.name, language) }))}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <DateInput {...form.bind('date_from')} required label={label('scholarshipFrom')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <DateInput {...form.bind('date_to')} required label={label('scholarshipTo')} minDate={form.values.date_from?.isValid() ? form.values.date_from : undefined} />
              </Grid>
            </>
          )}
        </Grid>
      </FormDialog>
    </DatePickersProvider>
  );
}
