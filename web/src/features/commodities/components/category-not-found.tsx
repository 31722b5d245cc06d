import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { Button, Card } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';

export const CategoryNotFound = () => (
  <Card>
    <EmptyState
      icon={<SearchOffOutlinedIcon />}
      title="Category Not Found"
      description="This commodity category does not exist. Pick one of the categories on the dashboard."
      action={
        <Button component={RouterLink} to={paths.dashboard.getHref()} variant="contained">
          Back to Dashboard
        </Button>
      }
    />
  </Card>
);
