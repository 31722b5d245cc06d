import { useAddressParams } from './use-address-params';

// Alerts and workflows link to '/kyc-screening?focus=12' (contracts subjectLink): the screen opens
// that record's detail. Closing the detail removes the parameter.
const FOCUS_PARAM = 'focus';

export const useFocusParam = (): [number | null, (id: number | null) => void] => {
  const [params, updateParams] = useAddressParams();
  const raw = Number(params.get(FOCUS_PARAM));
  const focus = Number.isInteger(raw) && raw > 0 ? raw : null;
  const setFocus = (id: number | null) =>
    updateParams({ [FOCUS_PARAM]: id === null ? null : String(id) }, { replace: id === null });
  return [focus, setFocus];
};

/** The outline of the record a `?focus=` link points to (cards and list items alike). */
export const FOCUSED_OUTLINE = {
  outline: 2,
  outlineColor: 'primary.main',
  outlineOffset: 2,
} as const;
