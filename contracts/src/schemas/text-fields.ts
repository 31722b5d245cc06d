import { z } from 'zod';

/** The forms send '' for untouched optional inputs: treat it as absent. */
export const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => value || null);

/** A required text field whose messages name it the way the form labels it. */
export const requiredText = (label: string, field: string, max: number) =>
  z
    .string({
      // Absent is the form's message; present but not text (a number) says what is wrong.
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label} is required`
          : `${field} must be text`,
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${field} must be at most ${max} characters`);
