import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { StatusTag } from '@/components/list/StatusTag';
import { fullName, type Staff } from '../api/types';
import { staffMessages } from '../messages';
import { useNameOf, useRateText, useWorkFormLabel } from './labels';
import { CardField } from '@/components/CardField';


interface Props {
  staff: Staff;
  /** The ministry's view names the institution too. */
  showInstitution?: boolean;
}

/**
 * A staff member as SPEC.md's staff preview shows one: id, full name, PINFL, the positions (name,
 * work form, rate, subjects taught with their type) and a status tag.
 */
export function StaffCard({ staff, showInstitution = false }: Props) {
  const nameOf = useNameOf();
  const workFormLabel = useWorkFormLabel();
  const rateText = useRateText();
  return (
    <Paper variant="outlined" sx={{ px: 3, py: 2 }} data-testid="staff-card">
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {fullName(staff.citizen)}
        </Typography>
      </Stack>
      <CardField name="id" label={staffMessages.id}>
        {staff.id}
      </CardField>
      <CardField name="full_name" label={staffMessages.fullName}>
        {fullName(staff.citizen)}
      </CardField>
      <CardField name="pinfl" label={staffMessages.pinfl}>
        {staff.citizen.pinfl}
      </CardField>
      {showInstitution && (
        <CardField name="institution" label={staffMessages.institution}>
          {nameOf(staff.institution?.name) || staff.institution_id}
        </CardField>
      )}
      <CardField name="status" label={staffMessages.status}>
        <StatusTag status={staff.status} />
      </CardField>
      <CardField name="positions" label={staffMessages.positions}>
        <TableContainer>
          <Table size="small" data-testid="staff-positions">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>
                  <FormattedMessage {...staffMessages.position} />
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }}>
                  <FormattedMessage {...staffMessages.workForm} />
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  <FormattedMessage {...staffMessages.rate} />
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }}>
                  <FormattedMessage {...staffMessages.subjects} />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {staff.staff_positions.map((item) => (
                <TableRow key={item.id} data-position={item.position_id}>
                  <TableCell>{nameOf(item.position?.name)}</TableCell>
                  <TableCell>{workFormLabel(item.work_form)}</TableCell>
                  <TableCell align="right">
                    {rateText(item.rate)}
                  </TableCell>
                  <TableCell>
                    {item.edu_subjects.length === 0 ? (
                      '—'
                    ) : (
                      <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                        {item.edu_subjects.map((subject) => (
                          <Chip
                            key={subject.id}
                            size="small"
                            variant="outlined"
                            data-subject={subject.id}
                            label={
                              <>
                                {nameOf(subject.name)}
                                {subject.edu_subject_type && (
                                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
                                    {nameOf(subject.edu_subject_type.name)}
                                  </Typography>
                                )}
                              </>
                            }
                          />
                        ))}
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardField>
    </Paper>
  );
}
