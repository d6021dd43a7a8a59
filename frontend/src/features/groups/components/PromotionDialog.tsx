import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessages } from '@/api/client';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { DateInput } from '@/components/form/date-fields';
import { SelectInput } from '@/components/form/SelectInput';
import { TextInput } from '@/components/form/TextInput';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { useCan } from '@/lib/access';
import { useGroups } from '../api/get-groups';
import { usePromotion } from '../api/get-promotion';
import { usePromoteGroup } from '../api/promote-group';
import type { Group, Promotion } from '../api/types';
import { groupMessages } from '../messages';
import { orderPath } from '../paths';
import { emptyPromotion, toPromotionWrite, validatePromotion, type PromotionValues } from './promotion-form';
import { PromotionTable } from './PromotionTable';

interface Props {
  group: Group;
  onClose(): void;
}

/**
 * Promotion of a group to the next course: who moves on and who stays (and why), then the group
 * of the next course and the order's number and date; the server makes and applies the order at
 * once, and the dialog then says who moved and leads to the order.
 */
export function PromotionDialog({ group, onClose }: Props) {
  const [done, setDone] = useState<{ promotion: Promotion; target: string } | null>(null);
  if (done) return <PromotionResult group={group} promotion={done.promotion} target={done.target} onClose={onClose} />;
  return <PromotionForm group={group} onDone={(promotion, target) => setDone({ promotion, target })} onClose={onClose} />;
}

function PromotionForm({ group, onDone, onClose }: Props & { onDone(promotion: Promotion, target: string): void }) {
  const intl = useIntl();
  const preview = usePromotion(group.id);
  const promote = usePromoteGroup(group.id);
  const next = group.course + 1;
  const targets = useGroups({ page: 1, limit: 10000, course: next, status: 'ACTIVE' });
  const options = (targets.data?.results ?? [])
    .filter((g) => g.institution_id === group.institution_id && g.course === next && g.edu_direction_id === group.edu_direction_id)
    .map((g) => ({ value: g.id, label: g.name }));
  const form = useValidatedForm<PromotionValues>({
    initial: emptyPromotion(),
    validate: validatePromotion,
    onValid: (values) =>
      promote.mutate(toPromotionWrite(values), {
        onSuccess: (promotion) => onDone(promotion, options.find((o) => o.value === values.to_edu_group_id)?.label ?? ''),
      }),
    error: promote.error,
    conflicts: { order_number_taken: 'number' },
    id: 'promotion',
  });
  const noTargets = !targets.isFetching && options.length === 0;
  return (
    <DatePickersProvider>
      <FormDialog
        name="promotion"
        maxWidth="md"
        title={<FormattedMessage {...groupMessages.promotionTitle} values={{ group: group.name }} />}
        submitting={promote.isPending}
        general={form.general}
        submitLabel={groupMessages.promotionSubmit}
        onSubmit={form.submit}
        onClose={onClose}
      >
        {preview.isLoading && <ContentLoader />}
        {preview.isError && (
          <Alert severity="error" data-testid="promotion-preview-error">
            {errorMessages(preview.error).join(' ') || <FormattedMessage {...sharedMessages.loadFailed} />}
          </Alert>
        )}
        {preview.data && <PromotionTable promotion={preview.data} />}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SelectInput
              {...form.bind('to_edu_group_id')}
              required
              label={intl.formatMessage(groupMessages.promotionToGroup)}
              options={options}
              hint={noTargets ? intl.formatMessage(groupMessages.promotionNoTargets, { course: next }) : undefined}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextInput {...form.bind('number')} required maxLength={64} label={intl.formatMessage(groupMessages.promotionNumber)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <DateInput {...form.bind('date')} required label={intl.formatMessage(groupMessages.promotionDate)} />
          </Grid>
        </Grid>
      </FormDialog>
    </DatePickersProvider>
  );
}

interface ResultProps {
  group: Group;
  promotion: Promotion;
  /** The name of the group the students moved to. */
  target: string;
  onClose(): void;
}

/** Who moved and who stayed, with the order that moved them (linked for a role that reads orders). */
function PromotionResult({ group, promotion, target, onClose }: ResultProps) {
  const canViewOrders = useCan('order-view');
  const order = promotion.order;
  const moved = promotion.students.filter((s) => s.moves).length;
  const orderName = order && <FormattedMessage {...groupMessages.promotionOrder} values={{ number: order.number }} />;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="promotion-result-title">
      <DialogTitle id="promotion-result-title">
        <FormattedMessage {...groupMessages.promotionTitle} values={{ group: group.name }} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} data-testid="promotion-result">
          {order ? (
            <Alert severity="success" data-testid="promotion-done">
              <FormattedMessage {...groupMessages.promotionDone} values={{ group: target || order.items[0]?.to_edu_group_name || '', count: moved }} />{' '}
              {canViewOrders ? (
                <Link component={RouterLink} to={orderPath(order.id)} underline="hover" data-testid="promotion-order-link">
                  {orderName}
                </Link>
              ) : (
                orderName
              )}
            </Alert>
          ) : (
            <Alert severity="info" data-testid="promotion-nobody">
              <FormattedMessage {...groupMessages.promotionNobody} />
            </Alert>
          )}
          <PromotionTable promotion={promotion} done />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          <FormattedMessage {...groupMessages.promotionClose} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
