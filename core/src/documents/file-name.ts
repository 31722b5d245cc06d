/**
 * Upload names as stored and shown: the last path segment only (either slash), Unicode-normalised,
 * without control or bidirectional-override characters and leading dots, at most 200 characters
 * with the extension kept.
 */
const MAX_LENGTH = 200;

export const sanitizeUploadName = (raw: string): string => {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/^[.\s]+/, '')
    .trim();
  if (cleaned.length <= MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return `${cleaned.slice(0, MAX_LENGTH - ext.length).trimEnd()}${ext}`;
};
