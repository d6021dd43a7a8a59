import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../messages';
import { PAGE_SIZES } from './list-params';
import { ListTotal } from './ListTotal';

interface Props {
  count: number;
  /** The count is the server's estimate of a large search. */
  estimated?: boolean;
  page: number;
  limit: number;
  onChange(patch: { page?: number; limit?: number }): void;
}

/** 'Jami: N ta', the pages and the page size; shown even when everything fits on one page. */
export function ListPagination({ count, estimated, page, limit, onChange }: Props) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(count / limit));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} alignItems="center" justifyContent="space-between" spacing={1} sx={{ pt: 2 }}>
      <ListTotal count={count} estimated={estimated} />
      <Stack direction="row" alignItems="center" spacing={1}>
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) => onChange({ page: next })}
          color="primary"
          shape="rounded"
          size="small"
        />
        <Select
          size="small"
          value={limit}
          onChange={(event) => onChange({ limit: Number(event.target.value) })}
          inputProps={{ 'aria-label': intl.formatMessage(sharedMessages.perPage) }}
        >
          {PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </Stack>
    </Stack>
  );
}
