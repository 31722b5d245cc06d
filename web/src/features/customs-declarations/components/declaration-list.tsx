import type { CustomsDeclaration } from '@compliance/contracts';
import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { Typography } from '@mui/material';

import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { VirtualStack } from '../../../components/paged/virtual-stack';
import { errorMessage } from '../../../lib/api-client';

import { DeclarationItem } from './declaration-item';

type DeclarationListProps = {
  declarations: CustomsDeclaration[];
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  focusId: number | null;
};

export const DeclarationList = ({
  declarations,
  isLoading,
  error,
  onRetry,
  focusId,
}: DeclarationListProps) => {
  if (isLoading) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        Loading declarations...
      </Typography>
    );
  }
  const alert = error && (
    <LoadError onRetry={onRetry} sx={{ mb: 2 }}>
      Could not load the declarations: {errorMessage(error)}
    </LoadError>
  );
  // A failed load is not an empty list: only the error and Retry (earlier rows stay below it).
  if (error && declarations.length === 0) return alert;
  return (
    <>
      {alert}
      {declarations.length === 0 ? (
        <EmptyState dense icon={<InventoryOutlinedIcon />} title="No customs declarations yet" />
      ) : (
        <VirtualStack
          items={declarations}
          getKey={(declaration) => declaration.id}
          renderItem={(declaration) => (
            <DeclarationItem declaration={declaration} focused={declaration.id === focusId} />
          )}
          label="Customs declarations"
          focusKey={focusId}
        />
      )}
    </>
  );
};
