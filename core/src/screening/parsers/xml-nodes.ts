/** Helpers over fast-xml-parser's output, shared by the XML list parsers. */

export type XmlNode = Record<string, unknown>;

/**
 * An element's text, whitespace runs collapsed; null for a missing, empty or nested element
 * (fast-xml-parser gives an object for an element with children).
 */
export const xmlText = (value: unknown): string | null => {
  if (value === undefined || value === null || typeof value === 'object') return null;
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
};

/** The element nodes of a repeated element (configured as an array), skipping bare text. */
export const xmlNodes = (value: unknown): XmlNode[] =>
  Array.isArray(value) ? value.filter((v): v is XmlNode => !!v && typeof v === 'object') : [];
