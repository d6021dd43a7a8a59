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
const DETAILS = 'details';
const HISTORY = 'history';

/** A tab of the page's own beside its details (a student's results). */
export interface PreviewTab {
  value: string;
  label: string;
  content: ReactNode;
}

interface Props {
  entityType: string;
  entityId: number;
  /** The preview page's own content: the first tab. */
  children: ReactNode;
  /** Tabs of the page's own, after the details and before the history; shown whatever the role. */
  tabs?: readonly PreviewTab[];
}

/**
 * A preview page's details with a "History" tab beside them, for a role with audit-view; for any
 * other role just the details (and the page's own tabs, if it has any). The open tab is kept in
 * the URL (?tab=history), so that a link can open it directly. A preview page adds it by wrapping
 * its details: `<HistoryTabs entityType="curriculum" entityId={id}>…</HistoryTabs>`.
 */
export function HistoryTabs({ entityType, entityId, children, tabs = [] }: Props) {
  const intl = useIntl();
  const canView = useCan('audit-view');
  const [query, setQuery] = useSearchParams();
  if (!canView && tabs.length === 0) return <>{children}</>;

  const values = [DETAILS, ...tabs.map((each) => each.value), ...(canView ? [HISTORY] : [])];
  const asked = query.get(TAB_PARAM) ?? DETAILS;
  const tab = values.includes(asked) ? asked : DETAILS;
  const select = (next: string) =>
    setQuery(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === DETAILS) params.delete(TAB_PARAM);
        else params.set(TAB_PARAM, next);
        return params;
      },
      { replace: true },
    );

  const content = tab === HISTORY ? <EntityHistory entityType={entityType} entityId={entityId} /> : (tabs.find((each) => each.value === tab)?.content ?? children);
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, next: string) => select(next)} variant="scrollable" allowScrollButtonsMobile>
          <Tab value={DETAILS} label={intl.formatMessage(auditMessages.detailsTab)} id={`preview-tab-${DETAILS}`} aria-controls="preview-panel" />
          {tabs.map((each) => (
            <Tab key={each.value} value={each.value} label={each.label} id={`preview-tab-${each.value}`} aria-controls="preview-panel" />
          ))}
          {canView && <Tab value={HISTORY} label={intl.formatMessage(auditMessages.historyTab)} id={`preview-tab-${HISTORY}`} aria-controls="preview-panel" />}
        </Tabs>
      </Box>
      <div role="tabpanel" id="preview-panel" aria-labelledby={`preview-tab-${tab}`}>
        {content}
      </div>
    </>
  );
}
