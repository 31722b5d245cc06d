import { useCallback } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router-dom';

/** Parameters to write into the address: a string sets one, null removes it. */
export type AddressParamChanges = Record<string, string | null>;

/**
 * The address's query parameters, and a function that changes some of them and keeps the rest
 * (a screen's open dialog, its tab and its filter live side by side in one address). Pass
 * `{ replace: true }` for changes Back should not step through, such as a tab or a typed filter.
 */
export const useAddressParams = (): [
  URLSearchParams,
  (changes: AddressParamChanges, options?: NavigateOptions) => void,
] => {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: AddressParamChanges, options?: NavigateOptions) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }, options),
    [setParams],
  );
  return [params, update];
};
