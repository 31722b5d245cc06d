import type { AgreementDetail } from '@compliance/contracts';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';

import { useToast } from '../../../components/toast';
import { useCurrentUser } from '../../../lib/current-user';
import { useApproveAgreement, useChangeAgreementStatus, useSignAgreement } from '../api/agreements';
import { useFlaggedPartiesConfirmation } from './flagged-parties-dialog';
import { StatusChangeDialog, type StoppingStatus } from './status-change-dialog';

/**
 * The next lifecycle steps this agreement allows; the server checks each one again. Compliance
 * approval and activation ask first when a party is flagged and awaits review.
 */
export const AgreementActions = ({ agreement }: { agreement: AgreementDetail }) => {
  // Approvals, signatures and status changes are for officers and admins (the server answers
  // anyone else 403): a plain user is told so instead of offered buttons that can only fail.
  const { role } = useCurrentUser();
  if (role === 'user')
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Approving, signing, suspending and terminating agreements needs the compliance officer or
        admin role.
      </Typography>
    );
  return <OfficerActions agreement={agreement} />;
};

const OfficerActions = ({ agreement }: { agreement: AgreementDetail }) => {
  const { toast } = useToast();
  const { confirmFirst, dialog } = useFlaggedPartiesConfirmation(agreement);
  const approve = useApproveAgreement(agreement.id);
  const sign = useSignAgreement(agreement.id);
  const status = useChangeAgreementStatus(agreement.id);
  const [stopping, setStopping] = useState<StoppingStatus | null>(null);
  const busy = approve.isPending || sign.isPending || status.isPending;
  const done = (title: string) => () => toast({ title, description: agreement.agreementNumber });
  const draft = agreement.status === 'draft';
  const approved = agreement.legalReview && agreement.complianceApproval;
  const orgSigned = agreement.signatures.some((s) => s.party === 'organisation');

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
      {draft && !agreement.legalReview && (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            approve.mutate({ kind: 'legal_review' }, { onSuccess: done('Legal review recorded') })
          }
        >
          Record legal review
        </Button>
      )}
      {draft && !agreement.complianceApproval && (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            confirmFirst('record compliance approval', (acknowledgement) =>
              approve.mutate(
                { kind: 'compliance_approval', ...acknowledgement },
                { onSuccess: done('Compliance approval recorded') },
              ),
            )
          }
        >
          Record compliance approval
        </Button>
      )}
      {draft && approved && !orgSigned && (
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => sign.mutate(undefined, { onSuccess: done('Signed as the organisation') })}
        >
          Sign as organisation
        </Button>
      )}
      {(agreement.status === 'suspended' || (draft && agreement.signatures.length === 2)) && (
        <Button
          variant="contained"
          color="success"
          disabled={busy}
          onClick={() =>
            confirmFirst('activate', (acknowledgement) =>
              status.mutate(
                { status: 'active', ...acknowledgement },
                { onSuccess: done('Agreement active') },
              ),
            )
          }
        >
          Activate
        </Button>
      )}
      {agreement.status === 'active' && (
        <Button
          color="warning"
          variant="outlined"
          disabled={busy}
          onClick={() => setStopping('suspended')}
        >
          Suspend
        </Button>
      )}
      {['draft', 'active', 'suspended'].includes(agreement.status) && (
        <Button color="error" disabled={busy} onClick={() => setStopping('terminated')}>
          Terminate
        </Button>
      )}
      {dialog}
      <StatusChangeDialog
        agreementNumber={agreement.agreementNumber}
        status={stopping}
        onCancel={() => setStopping(null)}
        onConfirm={(reason) => {
          if (!stopping) return;
          const title = stopping === 'terminated' ? 'Agreement terminated' : 'Agreement suspended';
          setStopping(null);
          status.mutate({ status: stopping, reason }, { onSuccess: done(title) });
        }}
      />
    </Stack>
  );
};
