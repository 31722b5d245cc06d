import { z } from 'zod';

import { IsoDateTimeSchema } from './common';

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
