import type { CustomsDeclaration } from '@compliance/contracts';
import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { Alert, Stack, Typography } from '@mui/material';

import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api-client';

import { DeclarationItem } from './declaration-item';

type DeclarationListProps = {
  declarations: CustomsDeclaration[];
  isLoading: boolean;
  error: Error | null;
  focusId: number | null;
};

export const DeclarationList = ({
  declarations,
  isLoading,
  error,
  focusId,
}: DeclarationListProps) => {
  if (isLoading) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        Loading declarations...
      </Typography>
    );
  }
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error)}
        </Alert>
      )}
      {declarations.length === 0 ? (
        <EmptyState dense icon={<InventoryOutlinedIcon />} title="No customs declarations yet" />
      ) : (
        <Stack spacing={1.5} component="section" aria-label="Customs declarations">
          {declarations.map((declaration) => (
            <DeclarationItem
              key={declaration.id}
              declaration={declaration}
              focused={declaration.id === focusId}
            />
          ))}
        </Stack>
      )}
    </>
  );
};
