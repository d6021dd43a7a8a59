import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessages } from '@/api/client';
import { saveBlob } from '@/api/transfer';
import { CardField } from '@/components/CardField';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { formatDate } from '@/lib/format';
import { confirm } from '@/store/confirm';
import { notifyError, notifySuccess } from '@/store/notifications';
import { useCloseControlSheet } from '../api/close-control-sheet';
import { downloadSheetPdf } from '../api/download-sheet-pdf';
import { useControlSheet } from '../api/get-control-sheet';
import { CONTROLS, type Control, type Sheet, type SheetKey } from '../api/types';
import { useJournalLabels } from '../components/labels';
import { NotAdmittedTable } from '../components/NotAdmittedTable';
import { SheetForm } from '../components/SheetForm';
import { SheetStateTag } from '../components/SheetStateTag';
import { SheetTable } from '../components/SheetTable';
import { sheetMessages } from '../messages';
import { groupJournalPath, journalPaths } from '../paths';

const positive = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/**
 * One control sheet (qaydnoma): its points, exam date and examiner, entered while it is open (or,
 * closed, by a holder of control-sheet-reopen with a reason); closing it by hand; its PDF; and on a
 * final sheet the students not admitted, with the reason.
 */
export default function ControlSheetPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const control = CONTROLS.find((each) => each === params.control) ?? ('MIDTERM' as Control);
  const key: SheetKey = {
    groupId: Number(params.groupId),
    subjectId: Number(params.subjectId),
    control,
    semester: positive(query.get('semester')),
    attempt: positive(query.get('attempt')),
  };
  const sheet = useControlSheet(key);
  const data = sheet.data;
  return (
    <DatePickersProvider>
      <PageHeader title={<FormattedMessage {...sheetMessages.title} />} back={journalPaths.sheets} actions={data && <SheetActions sheet={data} sheetKey={key} />} />
      {sheet.isLoading && <ContentLoader />}
      {sheet.isError && <Alert severity="error">{errorMessages(sheet.error).join(' ') || <FormattedMessage {...sharedMessages.empty} />}</Alert>}
      {data && <SheetBody key={`${data.version}-${data.state}`} sheet={data} sheetKey={key} />}
    </DatePickersProvider>
  );
}

function SheetActions({ sheet, sheetKey }: { sheet: Sheet; sheetKey: SheetKey }) {
  const canClose = useCan('control-sheet-close');
  const close = useCloseControlSheet(sheetKey);
  const [downloading, setDownloading] = useState(false);
  const saved = sheet.id !== null && sheet.id !== undefined;

  const onClose = async () => {
    if (!(await confirm(sheetMessages.closeConfirm))) return;
    close.mutate(undefined, { onSuccess: () => notifySuccess(sheetMessages.closed) });
  };
  const onPdf = async () => {
    setDownloading(true);
    try {
      const name = `${sheet.edu_group.name}-${sheet.edu_subject.code}-${sheet.control}-${sheet.attempt}.pdf`;
      saveBlob(await downloadSheetPdf(sheetKey), name);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="flex-end">
      <Button
        variant="outlined"
        startIcon={<MenuBookOutlinedIcon />}
        component={RouterLink}
        to={groupJournalPath(sheet.edu_group.id, sheet.edu_subject.id, sheet.semester)}
      >
        <FormattedMessage {...sheetMessages.journal} />
      </Button>
      {saved && (
        <Button variant="outlined" startIcon={<PictureAsPdfOutlinedIcon />} loading={downloading} onClick={() => void onPdf()} data-testid="sheet-pdf">
          <FormattedMessage {...sheetMessages.pdf} />
        </Button>
      )}
      {saved && canClose && sheet.state === 'OPEN' && (
        <Button variant="contained" color="warning" startIcon={<LockOutlinedIcon />} loading={close.isPending} onClick={() => void onClose()} data-testid="sheet-close">
          <FormattedMessage {...sheetMessages.close} />
        </Button>
      )}
    </Stack>
  );
}

function SheetBody({ sheet, sheetKey }: { sheet: Sheet; sheetKey: SheetKey }) {
  const navigate = useNavigate();
  const labels = useJournalLabels();
  const chooseExaminer = useCan('journal-edit');
  const [reopening, setReopening] = useState(false);
  const editable = sheet.may_edit || reopening;
  const saved = sheet.id !== null && sheet.id !== undefined;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ px: 3, py: 1 }} data-testid="sheet-card">
        <CardField label={sheetMessages.group}>{sheet.edu_group.name}</CardField>
        <CardField label={sheetMessages.subject}>
          {sheet.edu_subject.code} — {labels.name(sheet.edu_subject.name)}
        </CardField>
        <CardField label={sheetMessages.control}>
          {labels.control(sheet.control)} · <FormattedMessage {...sheetMessages.maxPoints} values={{ max: sheet.max_points }} />
        </CardField>
        <CardField label={sheetMessages.semester}>{sheet.semester}</CardField>
        <CardField label={sheetMessages.attempt}>{labels.attempt(sheet.attempt)}</CardField>
        <CardField label={sheetMessages.state}>
          <SheetStateTag state={sheet.state} />
        </CardField>
        {!editable && (
          <>
            <CardField label={sheetMessages.examDate}>{formatDate(sheet.exam_date)}</CardField>
            <CardField label={sheetMessages.examiner}>{sheet.examiner?.name ?? '—'}</CardField>
          </>
        )}
      </Paper>
      {!saved && (
        <Alert severity="info">
          <FormattedMessage {...sheetMessages.notSaved} />
        </Alert>
      )}
      {sheet.state === 'OPEN' && sheet.closes_after && (
        <Alert severity="info" data-testid="sheet-closes-after">
          <FormattedMessage {...sheetMessages.closesAfter} values={{ date: formatDate(sheet.closes_after) }} />
        </Alert>
      )}
      {sheet.state === 'CLOSED' && (
        <Alert
          severity="warning"
          data-testid="sheet-closed"
          action={
            sheet.needs_reason &&
            !reopening && (
              <Button color="inherit" size="small" startIcon={<LockOpenOutlinedIcon />} onClick={() => setReopening(true)} data-testid="sheet-reopen">
                <FormattedMessage {...sheetMessages.reopen} />
              </Button>
            )
          }
        >
          <FormattedMessage {...sheetMessages.closedNotice} />
        </Alert>
      )}
      {sheet.entries.length === 0 && (
        <Alert severity="info">
          <FormattedMessage {...sheetMessages.noStudents} />
        </Alert>
      )}
      {editable ? (
        <SheetForm
          sheet={sheet}
          sheetKey={sheetKey}
          reopening={reopening && sheet.state === 'CLOSED'}
          chooseExaminer={chooseExaminer}
          onSaved={() => notifySuccess(sheetMessages.saved)}
          onCancel={() => void navigate(journalPaths.sheets)}
        />
      ) : (
        sheet.entries.length > 0 && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <SheetTable entries={sheet.entries} control={sheet.control} credit={sheet.plan.marking_system === 'CREDIT'} />
          </Paper>
        )
      )}
      {sheet.not_admitted.length > 0 && <NotAdmittedTable students={sheet.not_admitted} />}
    </Stack>
  );
}
