import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/**
 * Third-party origins the pages may frame: the booking calendar, the map, and the video
 * players a blog post may embed (the post sanitizer's allow-list, app/utils/sanitize-html.server.ts).
 */
const frameSources = [
  "https://calendly.com",
  "https://www.google.com",
  "https://maps.google.com",
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://recaptcha.google.com/recaptcha/",
];

/** Where the booking calendar's embed script and its stylesheet come from (appointment page). */
const calendlyAssets = "https://assets.calendly.com";

/** reCAPTCHA v3's script, its frame and its calls (Google's CSP guide), when it is configured. */
const recaptchaScripts = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];

/** Random bytes drawn 4 KB at a time (256 nonces): one call to the system's generator per 256 responses. */
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/** A fresh nonce per response (16 random bytes never used before), for the inline scripts Remix renders. */
export const cspNonce: RequestHandler = (_request, response, next) => {
  if (poolOffset === randomPool.length) {
    randomPool = crypto.randomBytes(4096);
    poolOffset = 0;
  }
  response.locals.cspNonce = randomPool.toString("base64", poolOffset, (poolOffset += 16));
  next();
};

/**
 * A 304 tells the browser to reuse its copy of the page, and browsers take the 304's
 * headers over the stored ones: a fresh nonce there would block the scripts of the copy,
 * which carry the old one. So a 304 keeps the stored policy.
 */
export const keepPolicyOnNotModified: RequestHandler = (_request, response, next) => {
  const writeHead = response.writeHead;
  response.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (args[0] === 304 || response.statusCode === 304) {
      response.removeHeader("Content-Security-Policy");
      response.removeHeader("Content-Security-Policy-Report-Only");
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
};

/**
 * Security headers on every response (helmet): a Content-Security-Policy whose
 * script-src allows only our origin, this response's nonce, the booking calendar's
 * embed script and reCAPTCHA's, HSTS in production, nosniff, a referrer policy and frame-ancestors
 * 'none'. In development the policy is report-only, so Vite's hot reload keeps working.
 */
export function securityHeaders({ production }: { production: boolean }): RequestHandler {
  const headers = helmetHeaders({ production });
  return (_request, response, next) => {
    const nonce = response.locals.cspNonce as string;
    for (const [name, value] of headers) response.setHeader(name, value.replace(NONCE_SLOT, nonce));
    next();
  };
}

/** Stands for the response's nonce in the headers helmet writes once (`helmetHeaders`). */
const NONCE_SLOT = "vitrine-nonce-slot";

/**
 * The headers helmet sets, worked out once: they depend on nothing but the nonce, which
 * each response puts in its place. Helmet itself would build and check the policy again
 * for every response (docs/decisions/037).
 */
function helmetHeaders({ production }: { production: boolean }) {
  const headers: [name: string, value: string][] = [];
  const response = {
    locals: { cspNonce: NONCE_SLOT },
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => undefined,
  };
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      reportOnly: !production,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          (_request, response) => `'nonce-${(response as Response).locals.cspNonce as string}'`,
          calendlyAssets,
          ...recaptchaScripts,
        ],
        "style-src": ["'self'", "'unsafe-inline'", calendlyAssets],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'", "https://www.google.com/recaptcha/", ...(production ? [] : ["ws:"])],
        "frame-src": frameSources,
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
      },
    },
    strictTransportSecurity: production ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  setHeaders({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
