/** Digits as the API keeps them -> the dotted form trade teams read: '847130' -> '8471.30'. */
export const formatHsCode = (code: string): string => {
  const digits = code.replace(/[.\s]/g, '');
  if (!/^\d+$/.test(digits) || digits.length <= 4) return digits || code;
  // Japan's statistical codes have 9 digits, read as 4.2.3.
  const groups =
    digits.length === 9
      ? [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)]
      : [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8), digits.slice(8)];
  return groups.filter(Boolean).join('.');
};
