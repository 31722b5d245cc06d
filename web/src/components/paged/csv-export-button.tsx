import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';

import { listCsvUrl, type PagedListParams } from '../../lib/paged-list';

/** Downloads the whole filtered, sorted list from the server (`<path>/export.csv`). */
export const CsvExportButton = ({
  path,
  params = {},
}: {
  path: string;
  params?: PagedListParams;
}) => (
  <Button
    size="small"
    variant="outlined"
    startIcon={<FileDownloadOutlinedIcon />}
    href={listCsvUrl(path, params)}
    download
  >
    Export CSV
  </Button>
);
