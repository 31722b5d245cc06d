import { useSearchParams } from 'react-router-dom';

// Alerts and workflows link to '/kyc-screening?focus=12' (contracts subjectLink): the screen opens
// that record's detail. Closing the detail removes the parameter.
const FOCUS_PARAM = 'focus';

export const useFocusParam = (): [number | null, (id: number | null) => void] => {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(FOCUS_PARAM));
  const focus = Number.isInteger(raw) && raw > 0 ? raw : null;
  const setFocus = (id: number | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete(FOCUS_PARAM);
        else next.set(FOCUS_PARAM, String(id));
        return next;
      },
      { replace: id === null },
    );
  return [focus, setFocus];
};
