import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { lazy, useState } from 'react';

import { PageHeader } from '../../components/page-header';
import { ListProgress } from '../../components/paged/list-progress';
import { TableSuspense, useTableView } from '../../components/paged/table-view';
import {
  useDeclarations,
  useDeclarationSummary,
} from '../../features/customs-declarations/api/customs-declarations';
import { DeclarationForm } from '../../features/customs-declarations/components/declaration-form';
import { DeclarationList } from '../../features/customs-declarations/components/declaration-list';
import { DeclarationSummaryCards } from '../../features/customs-declarations/components/declaration-summary-cards';
import { useFocusParam } from '../../lib/use-focus-param';

const DeclarationsTable = lazy(
  () => import('../../features/customs-declarations/components/declarations-table'),
);

const CustomsDeclarationsRoute = () => {
  const [formOpen, setFormOpen] = useState(false);
  const [focus] = useFocusParam();
  const view = useTableView();
  const declarations = useDeclarations();
  const summary = useDeclarationSummary(declarations);

  return (
    <>
      <PageHeader
        title="Customs Declarations"
        subtitle="Prepare, submit and track customs declarations"
        actions={
          <Button
            variant={formOpen ? 'outlined' : 'contained'}
            startIcon={formOpen ? <CloseIcon /> : <AddIcon />}
            onClick={() => setFormOpen((open) => !open)}
            aria-expanded={formOpen}
          >
            {formOpen ? 'Cancel' : 'New Declaration'}
          </Button>
        }
      />
      {formOpen && <DeclarationForm />}
      <DeclarationSummaryCards state={summary} />
      <Card component="section" aria-labelledby="declarations-title">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ mb: 2.5, display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Box>
              <Typography variant="h6" component="h2" id="declarations-title">
                Declarations
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Newest first
              </Typography>
            </Box>
            {view.toggle}
          </Box>
          {view.table ? (
            <TableSuspense>
              <DeclarationsTable />
            </TableSuspense>
          ) : (
            <>
              <DeclarationList
                declarations={declarations.items}
                isLoading={declarations.isLoading}
                error={declarations.error}
                onRetry={declarations.refetch}
                focusId={focus}
              />
              {!declarations.isLoading && (
                <ListProgress
                  list={declarations}
                  shown={declarations.items.length}
                  total={declarations.total}
                  noun="declarations"
                />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
};

export default CustomsDeclarationsRoute;
