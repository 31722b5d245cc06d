import type { AgreementDetail } from '@compliance/contracts';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';

import { Badge, humanize } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from './agreement-list';
import { DetailSection, FactList } from './detail-section';
import { PartyMatchReviewDialog } from './party-match-review-dialog';

const RESULT_TONE = { clear: 'success', flagged: 'warning', blocked: 'error' } as const;

export const AgreementTerms = ({ agreement }: { agreement: AgreementDetail }) => {
  // The party's id, so the dialog shows the party as the agreement is loaded again after a decision.
  const [reviewing, setReviewing] = useState<number | null>(null);
  return (
    <>
      <DetailSection title="Terms">
        <FactList
          facts={[
            ['Type', humanize(agreement.agreementType)],
            [
              'Buyer',
              [agreement.buyerName, agreement.buyerLegalEntity].filter(Boolean).join(' · '),
            ],
            [
              'Seller',
              [agreement.sellerName, agreement.sellerLegalEntity].filter(Boolean).join(' · '),
            ],
            ['Max order value', formatMoney(agreement.maxOrderValue, agreement.currency)],
            [
              'Validity',
              `${agreement.validityPeriod} months${agreement.expiresAt ? `, until ${formatDateTime(agreement.expiresAt)}` : ' from activation'}`,
            ],
            ['Authentication', agreement.authenticationMethod],
            [
              'Exchange',
              `${agreement.dataExchangeProtocol} · ${agreement.documentFormat} · ${agreement.encryptionStandard}`,
            ],
            ['Digital platform', agreement.digitalPlatform],
            ['Law and disputes', `${agreement.governingLaw} · ${agreement.disputeResolution}`],
            [
              'Signature standard',
              `${agreement.digitalSignatureStandard} · ICC rules ${agreement.iccRulesVersion}`,
            ],
            [
              'Legal review',
              agreement.legalReviewAt
                ? `${agreement.legalReviewBy}, ${formatDateTime(agreement.legalReviewAt)}`
                : 'Not recorded',
            ],
            [
              'Compliance approval',
              agreement.complianceApprovalAt
                ? `${agreement.complianceApprovalBy}, ${formatDateTime(agreement.complianceApprovalAt)}`
                : 'Not recorded',
            ],
          ]}
        />
      </DetailSection>
      <DetailSection title="Party screening">
        <Stack spacing={1}>
          {agreement.parties.map((party) => (
            <Stack
              key={party.role}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              useFlexGap
            >
              <Badge
                tone={party.screened ? RESULT_TONE[party.result] : 'warning'}
                label={`${party.role}: ${party.screened ? party.result : 'not screened'}`}
              />
              {party.awaitingReview && (
                <Badge tone="warning" appearance="outlined" label="Awaits review" />
              )}
              <span>{party.names.join(' / ')}</span>
              <small style={{ opacity: 0.7 }}>
                {party.screened ? party.reasons[0] : 'No watchlist was loaded when it was screened'}
              </small>
              {party.result === 'flagged' && party.hits.length > 0 && (
                <Button
                  size="small"
                  variant={party.awaitingReview ? 'contained' : 'outlined'}
                  color="warning"
                  onClick={() => setReviewing(party.id)}
                >
                  Open match review
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      </DetailSection>
      <PartyMatchReviewDialog
        party={agreement.parties.find((party) => party.id === reviewing)}
        onClose={() => setReviewing(null)}
      />
    </>
  );
};
