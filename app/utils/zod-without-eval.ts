import { z } from "zod/mini";

// Imported first by the schema modules the browser runs. Zod probes `new Function` once
// to decide whether to compile its object parsers; the pages' Content-Security-Policy
// allows no eval (server/security.ts), and Chromium reports the blocked probe as a CSP
// issue (Lighthouse's best practices) even though zod catches it. The browser parses
// without compiling; the server, which has no such policy, keeps the compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });
