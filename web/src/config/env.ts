import { z } from 'zod';

// The only module that reads import.meta.env (house style: each app parses its env once). The API
// shares the page's origin by default; a separately hosted web build can point elsewhere with
// VITE_API_BASE_URL.
const EnvSchema = z.object({
  VITE_API_BASE_URL: z
    .string()
    .trim()
    .transform((value) => value.replace(/\/+$/, ''))
    .default(''),
});

const parsed = EnvSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(
    `Invalid web configuration: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`,
  );
}

export const env = { apiBaseUrl: parsed.data.VITE_API_BASE_URL };
