import { z } from 'zod';

// Zod compiles fast parsers with `new Function` when it may, and probes for that by trying it.
// The app runs under a CSP without 'unsafe-eval', where the probe itself is a policy violation, so
// the browser bundle parses without compiling. Imported first by main.tsx, before any schema exists.
z.config({ jitless: true });
