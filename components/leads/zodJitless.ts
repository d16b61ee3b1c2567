import { config } from 'zod';

// zod 4 probes once whether it may compile parsers with `new Function`. Under the site's CSP (no
// 'unsafe-eval') the probe always fails, and Chrome reports the attempt as a CSP issue, which
// Lighthouse's best-practices audit counts, now that the popup's code loads after the page does.
// Without eval zod parses the same, without the probe. Imported first by DemoPopup.
config({ jitless: true });
