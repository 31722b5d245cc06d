import { z } from 'zod';

import { IsoDateTimeSchema, oneOf, strictBody } from './common';
import { pagedQuerySchema, SearchTextSchema } from './paging';
import { MonitoredPartyScreeningSchema } from './party-screening';
import { optionalText, requiredText } from './text-fields';

/** Whether a vendor's website can be linked: an absolute http or https address. */
export const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const WEBSITE_RULE = 'website must be an http:// or https:// address';
const websiteOk = (value: string | null | undefined) => !value || isWebAddress(value);
const EMAIL = z.email();
const emailOk = (value: string | null | undefined) => !value || EMAIL.safeParse(value).success;
const EMAIL_RULE = 'contactEmail must be an email address';

// Vendor. The product lists verification 'verified, pending, other'; 'rejected' is the other.
export const VENDOR_BUSINESS_TYPES = ['trader', 'importer', 'exporter', 'broker'] as const;
export const VendorBusinessTypeSchema = oneOf('businessType', VENDOR_BUSINESS_TYPES);
export type VendorBusinessType = z.infer<typeof VendorBusinessTypeSchema>;

export const SUBSCRIPTION_TIERS = ['basic', 'premium', 'enterprise'] as const;
export const SubscriptionTierSchema = oneOf('subscriptionTier', SUBSCRIPTION_TIERS);
export type SubscriptionTier = z.infer<typeof SubscriptionTierSchema>;

export const VENDOR_VERIFICATION_STATUSES = ['verified', 'pending', 'rejected'] as const;
export const VendorVerificationSchema = oneOf('verificationStatus', VENDOR_VERIFICATION_STATUSES);
export type VendorVerification = z.infer<typeof VendorVerificationSchema>;

export const VendorSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  legalName: z.string().nullable(),
  country: z.string(),
  city: z.string().nullable(),
  description: z.string(),
  businessType: VendorBusinessTypeSchema,
  subscriptionTier: SubscriptionTierSchema,
  verificationStatus: VendorVerificationSchema,
  isActive: z.boolean(),
  onboardingCompleted: z.boolean(),
  website: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  /** Watchlist screening of the vendor; null for a vendor no screening has been recorded for yet. */
  screening: MonitoredPartyScreeningSchema.nullable(),
});
export type Vendor = z.infer<typeof VendorSchema>;
export const VendorListSchema = z.array(VendorSchema);

/**
 * GET /api/vendors/stats: the directory's platform overview, counted over every vendor (never over
 * a loaded page); `total` is every vendor listed (the organisation is none).
 */
export const VendorStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  verified: z.number().int(),
  enterprise: z.number().int(),
  onboarded: z.number().int(),
});
export type VendorStats = z.infer<typeof VendorStatsSchema>;

export const VENDOR_SORT_FIELDS = ['displayName', 'country', 'createdAt', 'id'] as const;

/** GET /api/vendors: by display name; `q` searches display name, legal name, city and country. */
export const VendorListQuerySchema = pagedQuerySchema({
  sortFields: VENDOR_SORT_FIELDS,
  defaultSort: 'displayName',
  defaultLimit: 500,
}).extend({
  q: SearchTextSchema,
  country: z
    .string({ error: 'country must be a string' })
    .trim()
    .max(100, 'country must be at most 100 characters')
    .optional()
    .transform((value) => value || undefined),
  businessType: VendorBusinessTypeSchema.optional(),
  verificationStatus: VendorVerificationSchema.optional(),
  subscriptionTier: SubscriptionTierSchema.optional(),
});
export type VendorListQuery = z.infer<typeof VendorListQuerySchema>;

const vendorFields = {
  displayName: requiredText('Display name', 'displayName', 200),
  legalName: optionalText('legalName', 300),
  country: requiredText('Country', 'country', 100),
  city: optionalText('city', 100),
  description: requiredText('Description', 'description', 2000),
  businessType: z.enum(VENDOR_BUSINESS_TYPES, {
    error: `businessType must be one of: ${VENDOR_BUSINESS_TYPES.join(', ')}`,
  }),
  subscriptionTier: z
    .enum(SUBSCRIPTION_TIERS, {
      error: `subscriptionTier must be one of: ${SUBSCRIPTION_TIERS.join(', ')}`,
    })
    .default('basic'),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  website: optionalText('website', 500).refine(websiteOk, WEBSITE_RULE),
  contactEmail: optionalText('contactEmail', 320).refine(emailOk, EMAIL_RULE),
};

/** POST /api/vendors: a new directory entry, screened against the watchlists as it is written. */
export const VendorCreateSchema = strictBody(vendorFields);
export type VendorCreate = z.input<typeof VendorCreateSchema>;
export type VendorCreateParsed = z.output<typeof VendorCreateSchema>;

/** A PATCH field that may be cleared: absent stays absent, '' or null clears it. */
const patchText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** PATCH /api/vendors/:id: any subset; a changed name, legal name or country is screened again. */
export const VendorUpdateSchema = z
  .strictObject(
    {
      displayName: vendorFields.displayName.optional(),
      legalName: patchText('legalName', 300),
      country: vendorFields.country.optional(),
      city: patchText('city', 100),
      description: vendorFields.description.optional(),
      businessType: vendorFields.businessType.optional(),
      subscriptionTier: vendorFields.subscriptionTier.unwrap().optional(),
      isActive: vendorFields.isActive.unwrap().optional(),
      website: patchText('website', 500).refine(websiteOk, WEBSITE_RULE),
      contactEmail: patchText('contactEmail', 320).refine(emailOk, EMAIL_RULE),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field: ${issue.keys.join(', ')}`
          : 'The body must be a JSON object',
    },
  )
  .refine(
    (body) => Object.values(body).some((v) => v !== undefined),
    'Nothing to update: send at least one field',
  );
export type VendorUpdate = z.input<typeof VendorUpdateSchema>;
export type VendorUpdateParsed = z.output<typeof VendorUpdateSchema>;
