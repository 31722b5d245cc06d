import { Typography } from '@mui/material';

import { useDesktop } from '../../../components/paged/table-view';
import { LIST_LIMIT } from '../api/agreements';

/**
 * The card lists load the newest LIST_LIMIT rows. When the stats count more, say so: a full list
 * of cards would otherwise read as every agreement (or order) there is.
 */
export const ListCapNote = ({
  shown,
  total,
  noun,
}: {
  shown: number;
  total: number | undefined;
  noun: string;
}) => {
  const desktop = useDesktop();
  if (total === undefined || shown < LIST_LIMIT || total <= shown) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      Showing the {shown.toLocaleString()} newest of {total.toLocaleString()} {noun}.{' '}
      {desktop ? 'The table view and Export CSV have them all.' : 'Export CSV has them all.'}
    </Typography>
  );
};
