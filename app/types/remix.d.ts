// Remix v2 single fetch types, and what the Express server passes to loaders and actions.
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this response, for inline scripts. */
    cspNonce: string;
    /** The visitor's IP address (server/client-ip.ts), for per-client rate limits. */
    clientIp: string;
    /** Marks this response as not to be kept by the page cache (a render that failed part-way). */
    keepOutOfPageCache: () => void;
  }
}
