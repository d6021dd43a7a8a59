import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { SelectInput } from '@/components/form/SelectInput';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useSubjectMapChoices } from '../api/get-subject-map';
import type { Choice, SubjectCredit } from '../api/types';
import { orderMessages } from '../messages';

interface Props {
  student: Choice;
  group: number | null;
  value: SubjectCredit[];
  onChange(value: SubjectCredit[]): void;
}

/**
 * A transfer into a group of another curriculum: each subject the student passed is credited as a
 * subject of the new curriculum, or left unmapped; the new curriculum's earlier subjects nothing
 * credits become debts. Nothing is shown for a group of the student's own curriculum.
 */
export function SubjectMapTable({ student, group, value, onChange }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const choices = useSubjectMapChoices(student.id, group);
  if (!choices.data) return null;
  const { passed, target } = choices.data;
  const creditedAs = (from: number) => value.find((line) => line.from_edu_subject_id === from)?.to_edu_subject_id ?? null;
  const taken = (to: number, from: number) => value.some((line) => line.to_edu_subject_id === to && line.from_edu_subject_id !== from);
  const choose = (from: number, to: number | null) => {
    const rest = value.filter((line) => line.from_edu_subject_id !== from);
    onChange(to === null ? rest : [...rest, { from_edu_subject_id: from, to_edu_subject_id: to }]);
  };
  return (
    <section aria-label={intl.formatMessage(orderMessages.subjectMapOf, { student: student.name })}>
      <Typography variant="subtitle2">
        <FormattedMessage {...orderMessages.subjectMapOf} values={{ student: student.name }} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage {...orderMessages.subjectMapHint} />
      </Typography>
      {passed.length === 0 ? (
        <Typography variant="body2">
          <FormattedMessage {...orderMessages.subjectMapNone} />
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage {...orderMessages.subjectMapPassed} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...orderMessages.subjectMapCountsAs} />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {passed.map((subject) => (
              <TableRow key={`${subject.semester}-${subject.id}`}>
                <TableCell>
                  {subject.code} {localized(subject.name, language)} ({subject.semester})
                </TableCell>
                <TableCell>
                  <SelectInput<number | null>
                    name={`subject_map_${student.id}_${subject.id}`}
                    size="small"
                    label={intl.formatMessage(orderMessages.subjectMapCountsAs)}
                    error={false}
                    value={creditedAs(subject.id)}
                    onChange={(to) => choose(subject.id, to)}
                    empty={{ label: intl.formatMessage(orderMessages.subjectMapUnmapped), value: null }}
                    options={target
                      .filter((t) => !taken(t.id, subject.id))
                      .map((t) => ({ value: t.id, label: `${t.code} ${localized(t.name, language)} (${t.semester})` }))}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
