// Server-only entry: every domain event the outbox carries, as one zod discriminated union on
// `type`. The outbox writer validates an event before it is stored and the worker parses it again
// before any handler sees it, so a handler's payload type is checked at compile time and at run time.
// Stored events outlive releases: a payload field added later must stay optional until events
// written by the previous release have been processed.
import { z } from 'zod';

import { DocumentTypeSchema } from './schemas/documents';

const id = z.number().int().positive();
const reasons = z.array(z.string()).max(50);

const DocumentOutcomePayloadSchema = z.object({
  name: z.string(),
  type: DocumentTypeSchema,
  reasons,
});

const ScreeningSubjectTypeSchema = z.enum(['kyc_screening', 'sanctions_screening']);
export type ScreeningSubjectType = z.infer<typeof ScreeningSubjectTypeSchema>;

const ScreeningOutcomePayloadSchema = z.object({
  screen: z.enum(['kyc', 'sanctions']),
  entityName: z.string(),
  result: z.enum(['flagged', 'blocked']),
  riskLevel: z.string(),
  reasons,
  /** Sanctions screenings: the user's decision and the server's suggestion, when they differ. */
  decision: z.string().optional(),
  suggestedResult: z.string().optional(),
  /** Sanctions screenings: the suggested risk level (riskLevel is the decided one). */
  suggestedRiskLevel: z.string().optional(),
  /** Sanctions screenings decided milder than the suggestion: the officer's reason. */
  overrideReason: z.string().max(2000).optional(),
});

const ScreeningNewHitPayloadSchema = z.object({
  runId: id,
  entityName: z.string(),
  entityId: z.string(),
  list: z.string(),
  listedName: z.string(),
  matchedName: z.string(),
  score: z.number().min(0).max(1),
  strength: z.enum(['blocked', 'flagged']),
  /** Set when the hit was raised again because the listed record changed after a false-positive review. */
  recordHash: z.string().optional(),
});

const ScreeningMatchEscalatedPayloadSchema = z.object({
  /**
   * What was screened: 'kyc_screening', 'sanctions_screening', 'batch_row' (subjectId: the run) or,
   * for an agreement's party, 'basic_ordering_agreement' (the agreement, which the BOA screen opens).
   */
  screenedType: z.string(),
  screenedId: id,
  subjectName: z.string(),
  entityId: z.string(),
  entityName: z.string(),
  list: z.string(),
  score: z.number().min(0).max(1),
  note: z.string(),
  // Numeric on events recorded before reviewers were signed-in users; still in the outbox.
  reviewedBy: z.union([id, z.string().min(1)]),
  reviewerName: z.string().nullable().optional(),
});

const CustomsDeclarationRejectedPayloadSchema = z.object({
  declarationNumber: z.string(),
  declarantName: z.string(),
  customsOffice: z.string(),
  reason: z.string().nullable(),
});
export type CustomsDeclarationRejectedPayload = z.infer<
  typeof CustomsDeclarationRejectedPayloadSchema
>;

const DeclarationSanctionedJurisdictionPayloadSchema = z.object({
  declarationNumber: z.string(),
  declarantName: z.string(),
  jurisdictions: z
    .array(
      z.object({
        field: z.enum([
          'countryOfOrigin',
          'countryOfDestination',
          'consignorAddress',
          'consigneeAddress',
        ]),
        code: z.string(),
        name: z.string(),
        programme: z.string(),
      }),
    )
    .min(1)
    .max(20),
});

const AgreementPartyOutcomePayloadSchema = z.object({
  agreementNumber: z.string(),
  version: z.number().int().positive(),
  role: z.enum(['buyer', 'seller']),
  partyName: z.string(),
  result: z.enum(['flagged', 'blocked']),
  riskLevel: z.string(),
  reasons,
  /** What screened the party: the agreement being created or amended, or a re-screening run. */
  trigger: z.enum(['created', 'amended', 'rescreen']),
  runId: id.optional(),
});
export type AgreementPartyOutcomePayload = z.infer<typeof AgreementPartyOutcomePayloadSchema>;

const PartyOutcomePayloadSchema = z.object({
  role: z.enum(['vendor', 'consignor', 'consignee']),
  partyName: z.string(),
  /** What the party belongs to, as people name it: the vendor's display name, the declaration number. */
  label: z.string(),
  result: z.enum(['flagged', 'blocked']),
  riskLevel: z.string(),
  reasons,
  /** The listed entities that are new hits for this party (what the alert is about). */
  entityIds: z.array(z.string()).min(1).max(50),
  /** What screened the party: its record being created or changed, or a re-screening run. */
  trigger: z.enum(['created', 'updated', 'rescreen']),
  runId: id.optional(),
});
export type PartyOutcomePayload = z.infer<typeof PartyOutcomePayloadSchema>;
const PartySubjectTypeSchema = z.enum(['vendor', 'customs_declaration']);

const event = <T extends string, S extends z.ZodType, P extends z.ZodType>(
  type: T,
  subjectType: S,
  payload: P,
) => z.object({ type: z.literal(type), subjectType, subjectId: id, payload });

export const DomainEventSchema = z.discriminatedUnion('type', [
  event('document.verified', z.literal('document'), DocumentOutcomePayloadSchema),
  event('document.rejected', z.literal('document'), DocumentOutcomePayloadSchema),
  event('screening.flagged', ScreeningSubjectTypeSchema, ScreeningOutcomePayloadSchema),
  event('screening.blocked', ScreeningSubjectTypeSchema, ScreeningOutcomePayloadSchema),
  event('screening.new_hit', ScreeningSubjectTypeSchema, ScreeningNewHitPayloadSchema),
  event(
    'screening.match_escalated',
    z.literal('screening_match_review'),
    ScreeningMatchEscalatedPayloadSchema,
  ),
  event(
    'agreement.party_flagged',
    z.literal('basic_ordering_agreement'),
    AgreementPartyOutcomePayloadSchema,
  ),
  event(
    'agreement.party_blocked',
    z.literal('basic_ordering_agreement'),
    AgreementPartyOutcomePayloadSchema,
  ),
  event('party.flagged', PartySubjectTypeSchema, PartyOutcomePayloadSchema),
  event('party.blocked', PartySubjectTypeSchema, PartyOutcomePayloadSchema),
  event(
    'declaration.rejected',
    z.literal('customs_declaration'),
    CustomsDeclarationRejectedPayloadSchema,
  ),
  event(
    'declaration.sanctioned_jurisdiction',
    z.literal('customs_declaration'),
    DeclarationSanctionedJurisdictionPayloadSchema,
  ),
]);

/** An event as written to the outbox. */
export type DomainEventInput = z.infer<typeof DomainEventSchema>;
export type DomainEventType = DomainEventInput['type'];
export const DOMAIN_EVENT_TYPES = DomainEventSchema.options.map(
  (option) => option.shape.type.value,
) as DomainEventType[];

type DomainEventByType = { [E in DomainEventInput as E['type']]: E };

/** An event as read back from the outbox: the validated fields plus the row's identity. */
export type DomainEventOf<T extends DomainEventType> = DomainEventByType[T] & {
  id: number;
  createdAt: Date;
};
export type StoredDomainEvent = { [T in DomainEventType]: DomainEventOf<T> }[DomainEventType];
