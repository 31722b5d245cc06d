import type { Vendor } from '@compliance/contracts';

/** Spec §2 platform overview: active, verified, enterprise plans, onboarded. */
export const vendorOverview = (vendors: readonly Vendor[]) => ({
  active: vendors.filter((vendor) => vendor.isActive).length,
  verified: vendors.filter((vendor) => vendor.verificationStatus === 'verified').length,
  enterprise: vendors.filter((vendor) => vendor.subscriptionTier === 'enterprise').length,
  onboarded: vendors.filter((vendor) => vendor.onboardingCompleted).length,
});

const regionNames =
  typeof Intl.DisplayNames === 'function'
    ? new Intl.DisplayNames(['en'], { type: 'region' })
    : undefined;

/** 'CL' -> 'Chile'; unknown codes are shown as given. */
export const countryName = (code: string): string => {
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

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
