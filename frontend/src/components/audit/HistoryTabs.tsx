import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '@/lib/access';
import { EntityHistory } from './EntityHistory';
import { auditMessages } from './messages';

const TAB_PARAM = 'tab';
const HISTORY = 'history';

interface Props {
  entityType: string;
  entityId: number;
  /** The preview page's own content: the first tab. */
  children: ReactNode;
}

/**
 * A preview page's details with a "History" tab beside them, for a role with audit-view; for any
 * other role just the details. The open tab is kept in the URL (?tab=history), so that a link can
 * open the history directly. A preview page adds it by wrapping its details:
 * `<HistoryTabs entityType="curriculum" entityId={id}>…</HistoryTabs>`.
 */
export function HistoryTabs({ entityType, entityId, children }: Props) {
  const intl = useIntl();
  const canView = useCan('audit-view');
  const [query, setQuery] = useSearchParams();
  if (!canView) return <>{children}</>;

  const tab = query.get(TAB_PARAM) === HISTORY ? HISTORY : 'details';
  const select = (next: string) =>
    setQuery(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === HISTORY) params.set(TAB_PARAM, HISTORY);
        else params.delete(TAB_PARAM);
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, next: string) => select(next)}>
          <Tab value="details" label={intl.formatMessage(auditMessages.detailsTab)} id="preview-tab-details" aria-controls="preview-panel" />
          <Tab value={HISTORY} label={intl.formatMessage(auditMessages.historyTab)} id="preview-tab-history" aria-controls="preview-panel" />
        </Tabs>
      </Box>
      <div role="tabpanel" id="preview-panel" aria-labelledby={`preview-tab-${tab}`}>
        {tab === HISTORY ? <EntityHistory entityType={entityType} entityId={entityId} /> : children}
      </div>
    </>
  );
}
