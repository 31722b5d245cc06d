import type { Vendor } from '@compliance/contracts';

import { countryName } from '../../lib/format';

/** Platform overview: active, verified, enterprise plans, onboarded. */
export const vendorOverview = (vendors: readonly Vendor[]) => ({
  active: vendors.filter((vendor) => vendor.isActive).length,
  verified: vendors.filter((vendor) => vendor.verificationStatus === 'verified').length,
  enterprise: vendors.filter((vendor) => vendor.subscriptionTier === 'enterprise').length,
  onboarded: vendors.filter((vendor) => vendor.onboardingCompleted).length,
});

export const filterVendors = (vendors: readonly Vendor[], search: string): Vendor[] => {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...vendors];
  return vendors.filter((vendor) =>
    [
      vendor.displayName,
      vendor.legalName ?? '',
      vendor.city ?? '',
      vendor.country,
      countryName(vendor.country),
      vendor.description,
      vendor.businessType,
    ]
      .join(' ')
      .toLowerCase()
      .includes(needle),
  );
};
