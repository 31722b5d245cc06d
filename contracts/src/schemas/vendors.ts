import { z } from 'zod';

import { IsoDateTimeSchema } from './common';
import { pagedQuerySchema, SearchTextSchema } from './paging';

// Vendor. The product lists verification 'verified, pending, other'; 'rejected' is the other.
export const VENDOR_BUSINESS_TYPES = ['trader', 'importer', 'exporter', 'broker'] as const;
export const VendorBusinessTypeSchema = z.enum(VENDOR_BUSINESS_TYPES);
export type VendorBusinessType = z.infer<typeof VendorBusinessTypeSchema>;

export const SUBSCRIPTION_TIERS = ['basic', 'premium', 'enterprise'] as const;
export const SubscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS);
export type SubscriptionTier = z.infer<typeof SubscriptionTierSchema>;

export const VENDOR_VERIFICATION_STATUSES = ['verified', 'pending', 'rejected'] as const;
export const VendorVerificationSchema = z.enum(VENDOR_VERIFICATION_STATUSES);
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
});
export type Vendor = z.infer<typeof VendorSchema>;
export const VendorListSchema = z.array(VendorSchema);

export const VENDOR_SORT_FIELDS = ['displayName', 'country', 'createdAt', 'id'] as const;

/** GET /api/vendors: by display name; `q` searches display name, legal name and city. */
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
