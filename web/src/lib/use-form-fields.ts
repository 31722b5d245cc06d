import { useState } from 'react';

/**
 * State for the screens' plain MUI forms: string values, per-field errors that clear as the user
 * edits, and the props that bind a TextField to a field. `fields(busy)` is called after the
 * create mutation exists, since the mutation's onSuccess resets the form.
 */
export const useFormFields = <V extends Record<string, string>>({
  initial,
  idPrefix,
}: {
  initial: V;
  idPrefix: string;
}) => {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  const fields = (busy: boolean) => (name: keyof V & string) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    disabled: busy,
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return { values, setValues, errors, setErrors, reset, fields };
};
