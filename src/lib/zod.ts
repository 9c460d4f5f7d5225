import { z } from 'zod';

// Pages run under a Content-Security-Policy without 'unsafe-eval' (astro.config.mjs). zod's JIT
// would first probe `new Function('')`, which the browser reports as a CSP violation on every
// page that parses a form; jitless parsing is the same validation without the probe.
z.config({ jitless: true });

export { z };
