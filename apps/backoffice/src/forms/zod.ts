import { config } from 'zod';

// The page's Content-Security-Policy has no 'unsafe-eval': zod must not probe `new Function` (its
// JIT for object schemas), which the browser would refuse and report. Imported by every form.
config({ jitless: true });
