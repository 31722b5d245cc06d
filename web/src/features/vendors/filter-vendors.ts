import type { Vendor } from '@compliance/contracts';

import { countryName } from '../../lib/format';

/**
 * The directory's search while every vendor is loaded: name, legal name, city, country (code or
 * name), description and business type. Once the directory has more pages than are loaded, the
 * text goes to the server instead (display name, legal name, city, country code or name).
 */
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
