import { Alert, Button, DialogContent, LinearProgress, Stack, Typography } from '@mui/material';

import { DialogFrame } from '../../../components/dialog-frame';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useAgreement } from '../api/agreements';
import { AgreementActions } from './agreement-actions';
import { AgreementStatusBadge } from './agreement-status-badge';
import { AgreementTerms } from './agreement-terms';
import { AuditTrail } from './audit-trail';
import { CountersignForm } from './countersign-form';
import { DetailSection } from './detail-section';
import { PlaceOrderForm } from './place-order-form';
import { SignaturePanel } from './signature-panel';

/** One agreement: terms, parties, lifecycle actions, signatures, orders, versions, audit trail. */
export const AgreementDetailDialog = ({
  id,
  onClose,
  onOpen,
}: {
  id: number | null;
  onClose: () => void;
  onOpen: (id: number) => void;
}) => {
  const { data: agreement, isLoading, error, refetch } = useAgreement(id);
  // Recording the counterparty's signature is an officer's step, like the other signatures.
  const officer = useCurrentUser().role !== 'user';
  const canCountersign =
    officer &&
    agreement?.status === 'draft' &&
    agreement.legalReview &&
    agreement.complianceApproval &&
    !agreement.signatures.some((s) => s.party === 'counterparty');
  return (
    <DialogFrame
      open={id !== null}
      onClose={onClose}
      titleId="agreement-detail-title"
      maxWidth="md"
      scroll="paper"
      title={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <span>
            {agreement ? `${agreement.agreementNumber} v${agreement.version}` : 'Agreement'}
          </span>
          {agreement && <AgreementStatusBadge status={agreement.status} />}
        </Stack>
      }
    >
      {isLoading && <LinearProgress aria-label="Loading agreement" />}
      <DialogContent dividers>
        {error && (
          <Alert severity="error" action={<Button onClick={() => void refetch()}>Retry</Button>}>
            Failed to load the agreement. {errorMessage(error)}
          </Alert>
        )}
        {agreement && (
          <>
            {agreement.statusReason && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {agreement.statusReason}
              </Alert>
            )}
            <AgreementActions agreement={agreement} />
            <AgreementTerms agreement={agreement} />
            <SignaturePanel agreement={agreement} />
            {canCountersign && <CountersignForm agreement={agreement} />}
            {agreement.status === 'active' && <PlaceOrderForm agreement={agreement} />}
            <DetailSection title="Versions">
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {agreement.versions.map((v) => (
                  <Button
                    key={v.id}
                    size="small"
                    variant={v.id === agreement.id ? 'contained' : 'outlined'}
                    onClick={() => onOpen(v.id)}
                  >
                    v{v.version} · {v.status}
                  </Button>
                ))}
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {agreement.termsFrozen
                  ? 'Signed terms are frozen: a change is an amendment (a new version).'
                  : 'Terms are not frozen until the first signature.'}{' '}
                Orders under this version: {agreement.orderCount}.
              </Typography>
            </DetailSection>
            <AuditTrail agreement={agreement} />
          </>
        )}
      </DialogContent>
    </DialogFrame>
  );
};
