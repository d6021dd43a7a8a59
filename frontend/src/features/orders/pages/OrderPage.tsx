import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import PlaylistAddCheckOutlinedIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { CardField } from '@/components/CardField';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { DateInput } from '@/components/form/date-fields';
import { FormDialog } from '@/components/form/FormDialog';
import { TextInput } from '@/components/form/TextInput';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { DeleteButton } from '@/components/list/DeleteButton';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { formatDate, localized } from '@/lib/format';
import { confirm } from '@/store/confirm';
import { notifyError, notifySuccess } from '@/store/notifications';
import { useUi } from '@/store/ui';
import { useApplyOrder, useCancelOrder } from '../api/apply-order';
import { useDeleteOrder } from '../api/delete-order';
import { downloadOrderPdf } from '../api/download-order-pdf';
import { useScholarshipTypeChoices } from '../api/get-choices';
import { useOrder } from '../api/get-order';
import type { Order } from '../api/types';
import { useUpdateOrder } from '../api/update-order';
import { OrderDialog } from '../components/OrderDialog';
import { OrderScan } from '../components/OrderScan';
import { fromOrder, toOrderBody, type OrderFormValues } from '../components/order-form';
import { useOrderLabels } from '../components/labels';
import { orderMessages } from '../messages';
import { orderPath, ordersPaths } from '../paths';

interface ReversalValues {
  number: string;
  date: Dayjs | null;
  basis: string;
}

function ReversalDialog({ order, onClose }: { order: Order; onClose(): void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const form = useValidatedForm<ReversalValues>({
    initial: { number: '', date: dayjs(), basis: '' },
    validate: (v) => ({
      ...(v.number.trim() ? {} : { number: { message: sharedMessages.required } }),
      ...(v.date?.isValid() ? {} : { date: { message: sharedMessages.required } }),
    }),
    onValid: (v) =>
      cancel.mutate(
        { id: order.id, body: { number: v.number.trim(), date: v.date?.format('YYYY-MM-DD') ?? '', basis: v.basis.trim() } },
        {
          onSuccess: (reversal) => {
            notifySuccess(orderMessages.cancelled);
            onClose();
            void navigate(orderPath(reversal.id));
          },
        },
      ),
    error: cancel.error,
    conflicts: { order_number_taken: 'number' },
    id: 'reversal',
  });
  return (
    <DatePickersProvider>
      <FormDialog name="reversal" title={<FormattedMessage {...orderMessages.cancelTitle} />} submitting={cancel.isPending} general={form.general} onSubmit={form.submit} onClose={onClose}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage {...orderMessages.cancelHint} />
          </Typography>
          <TextInput {...form.bind('number')} required maxLength={64} label={intl.formatMessage(orderMessages.number)} />
          <DateInput {...form.bind('date')} required label={intl.formatMessage(orderMessages.date)} />
          <TextInput {...form.bind('basis')} maxLength={2000} label={intl.formatMessage(orderMessages.basis)} />
        </Stack>
      </FormDialog>
    </DatePickersProvider>
  );
}

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <CardField label={label}>{children}</CardField>
    </Grid>
  );
}

/** One order: its texts and students (with the type and span of each one's scholarship for a scholarship order), and what may be done with it in its state. */
export default function OrderPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const order = useOrder(id);
  const labels = useOrderLabels();
  const apply = useApplyOrder();
  const edit = useUpdateOrder();
  const remove = useDeleteOrder();
  const canEdit = useCan('order-edit');
  const canDelete = useCan('order-delete');
  const canApply = useCan('order-apply');
  const [editing, setEditing] = useState(false);
  const [reversing, setReversing] = useState(false);
  const o = order.data;
  const draft = o?.state === 'DRAFT';
  const scholarship = o?.kind === 'SCHOLARSHIP';
  const language = useUi((state) => state.language);
  const scholarshipTypes = useScholarshipTypeChoices(scholarship);
  const typeName = (id: number | null | undefined) => {
    if (id == null) return '—';
    const type = scholarshipTypes.data?.find((t) => t.id === id);
    return type ? localized(type.name, language) : `#${id}`;
  };

  const applyNow = async () => {
    if (!o || !(await confirm(orderMessages.applyConfirm))) return;
    apply.mutate(o.id, { onSuccess: () => notifySuccess(orderMessages.applied) });
  };
  const save = (values: OrderFormValues) =>
    o &&
    edit.mutate(
      { id: o.id, body: toOrderBody(values, o.version) },
      {
        onSuccess: () => {
          notifySuccess(sharedMessages.saved);
          setEditing(false);
        },
      },
    );

  return (
    <>
      <PageHeader
        title={
          o ? (
            <>
              <FormattedMessage {...orderMessages.previewTitle} /> № {o.number}
            </>
          ) : (
            <FormattedMessage {...orderMessages.previewTitle} />
          )
        }
        back={ordersPaths.list}
        actions={
          o && (
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => void downloadOrderPdf(o).catch((error: unknown) => notifyError(error))} data-testid="order-print">
                <FormattedMessage {...orderMessages.print} />
              </Button>
              {draft && canApply && (
                <Button variant="contained" color="success" startIcon={<PlaylistAddCheckOutlinedIcon />} disabled={apply.isPending} onClick={() => void applyNow()} data-testid="order-apply">
                  <FormattedMessage {...orderMessages.apply} />
                </Button>
              )}
              {draft && canEdit && (
                <Button
                  variant="outlined"
                  startIcon={<EditOutlinedIcon />}
                  onClick={() => {
                    edit.reset();
                    setEditing(true);
                  }}
                >
                  <FormattedMessage {...sharedMessages.edit} />
                </Button>
              )}
              {o.state === 'APPLIED' && typeof o.reverses_id !== 'number' && canApply && (
                <Button variant="outlined" color="warning" startIcon={<UndoOutlinedIcon />} onClick={() => setReversing(true)} data-testid="order-cancel">
                  <FormattedMessage {...orderMessages.cancel} />
                </Button>
              )}
              {draft && canDelete && <DeleteButton variant="button" onDelete={() => remove.mutateAsync(o.id)} onDeleted={() => void navigate(ordersPaths.list)} />}
            </Stack>
          )
        }
      />
      {order.isLoading && <ContentLoader />}
      {(order.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {o && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Grid container spacing={2}>
              <Field label={<FormattedMessage {...orderMessages.number} />}>{o.number}</Field>
              <Field label={<FormattedMessage {...orderMessages.date} />}>{formatDate(o.date)}</Field>
              <Field label={<FormattedMessage {...orderMessages.kind} />}>{labels.kind(o.kind)}</Field>
              <Field label={<FormattedMessage {...orderMessages.state} />}>
                <Chip size="small" data-testid="order-state" label={labels.state(o.state)} color={o.state === 'APPLIED' ? 'success' : o.state === 'CANCELLED' ? 'default' : 'warning'} />
              </Field>
              {typeof o.reverses_id === 'number' && (
                <Field label={<FormattedMessage {...orderMessages.reverses} />}>
                  <Link component={RouterLink} to={orderPath(o.reverses_id)}>
                    #{o.reverses_id}
                  </Link>
                </Field>
              )}
              {typeof o.reversed_by_id === 'number' && (
                <Field label={<FormattedMessage {...orderMessages.reversedBy} />}>
                  <Link component={RouterLink} to={orderPath(o.reversed_by_id)}>
                    #{o.reversed_by_id}
                  </Link>
                </Field>
              )}
              <Grid size={12}>
                <CardField label={<FormattedMessage {...orderMessages.purpose} />}>{o.purpose || '—'}</CardField>
              </Grid>
              <Grid size={12}>
                <CardField label={<FormattedMessage {...orderMessages.body} />}>
                  <span style={{ whiteSpace: 'pre-wrap' }}>{o.body || '—'}</span>
                </CardField>
              </Grid>
              <Grid size={12}>
                <CardField label={<FormattedMessage {...orderMessages.basis} />}>{o.basis || '—'}</CardField>
              </Grid>
            </Grid>
          </Paper>
          <Paper variant="outlined">
            <Table size="small" data-testid="order-items">
              <TableHead>
                <TableRow>
                  <TableCell>№</TableCell>
                  <TableCell>
                    <FormattedMessage {...orderMessages.student} />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage {...orderMessages.pinfl} />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage {...orderMessages.studentGroup} />
                  </TableCell>
                  {scholarship ? (
                    <>
                      <TableCell>
                        <FormattedMessage {...orderMessages.scholarshipType} />
                      </TableCell>
                      <TableCell>
                        <FormattedMessage {...orderMessages.scholarshipSpan} />
                      </TableCell>
                    </>
                  ) : (
                    <>
                      <TableCell>
                        <FormattedMessage {...orderMessages.reason} />
                      </TableCell>
                      <TableCell>
                        <FormattedMessage {...orderMessages.toGroup} />
                      </TableCell>
                    </>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {o.items.map((item, at) => (
                  <TableRow key={item.student_id}>
                    <TableCell>{at + 1}</TableCell>
                    <TableCell>{item.student_name}</TableCell>
                    <TableCell>{item.pinfl}</TableCell>
                    <TableCell>{item.edu_group_name}</TableCell>
                    {scholarship ? (
                      <>
                        <TableCell data-field="scholarship-type">{typeName(item.scholarship_type)}</TableCell>
                        <TableCell data-field="scholarship-span" sx={{ whiteSpace: 'nowrap' }}>
                          {formatDate(item.date_from)}–{formatDate(item.date_to)}
                        </TableCell>
                      </>
                    ) : (
                      <>
                        <TableCell>{item.reason || '—'}</TableCell>
                        <TableCell data-field="to">
                          {item.to_edu_group_name ?? (item.to_institution_name ? localized(item.to_institution_name, language) : '—')}
                          {item.from_institution_id !== null && item.from_institution_id !== undefined && item.from_institution_id !== o.institution_id && item.from_institution_name && (
                            <Typography variant="caption" component="div" color="text.secondary" data-field="from-institution">
                              <FormattedMessage {...orderMessages.fromInstitution} />: {localized(item.from_institution_name, language)}
                            </Typography>
                          )}
                        </TableCell>
                      </>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          <OrderScan order={o} canUpload={canApply} />
        </Stack>
      )}
      {o && editing && (
        <OrderDialog mode="update" key={`${o.id}-${o.version}`} initial={fromOrder(o)} submitting={edit.isPending} error={edit.error} onSubmit={save} onClose={() => setEditing(false)} />
      )}
      {o && reversing && <ReversalDialog order={o} onClose={() => setReversing(false)} />}
    </>
  );
}
