// A form's errors from a contract schema's issues: the first message per field, worded for people.
// The schemas speak to API clients and name fields by key ("totalValue must not be negative"); a
// form shows the same rule as "Total value must not be negative".
import { keyWords } from './format';

const KEY = /^[a-z][A-Za-z]*(?:\[\]\.[a-z][A-Za-z]*)?$/;

/** "totalValue must …" → "Total value must …", "items[].quantity …" → "Item quantity …". */
export const readableMessage = (message: string): string => {
  const space = message.indexOf(' ');
  const head = space < 0 ? message : message.slice(0, space);
  if (!KEY.test(head)) return message;
  const [list, field] = head.split('[].');
  const text = field ? `${list!.replace(/s$/, '')} ${keyWords(field)}` : keyWords(head);
  return `${text[0]!.toUpperCase()}${text.slice(1)}${message.slice(head.length)}`;
};

type Issue = { path: PropertyKey[]; message: string };

/**
 * The first message for each field (the issue path's first key), readable; `only` keeps the
 * fields the form has.
 */
export const fieldErrorsOf = <Field extends string>(
  issues: readonly Issue[],
  errors: Partial<Record<Field, string>> = {},
  only?: (key: PropertyKey) => key is Field,
): Partial<Record<Field, string>> => {
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined;
    if (field === undefined || (only && !only(field)) || errors[field]) continue;
    errors[field] = readableMessage(issue.message);
  }
  return errors;
};
