import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { env } from "~/env.server";
import { serverTexts } from "~/i18n.server";
import { startLeadFollowUp } from "~/leads/lead-follow-up.server";
import { dropFromSpoolReplays, startSpoolReplay } from "~/leads/lead-spool.server";
import { startLeadRetention } from "~/privacy/lead-retention.server";
import { warmSiteSearch } from "~/search/site-search.server";
import { erasedBeforeTheirPost } from "~/privacy/privacy-request.server";
import { prisma } from "~/platform/db.server";
import { startMailWorker } from "~/mail/mail-worker.server";
import { composeQueuedMail } from "~/queued-mail.server";
import { isNotModified } from "~/utils/http-cache.server";
import { NonceProvider } from "~/utils/nonce";
import { TextsProvider, type TextSource } from "~/utils/translation";
import { previewTextSource, type ContentPreview } from "~/content/content-preview.server";
import { RenderStream } from "~/utils/render-stream.server";
import { onShutdown } from "~/utils/shutdown.server";

/** How long deferred data may stream before the response is cut (Remix single fetch). */
export const streamTimeout = 5_000;

// Validated here so that a bad environment stops the server at start-up.
console.info(`Vitrine server build loaded (${env.NODE_ENV})`);

// The spool's replay leaves out the leads of a person erased after they posted them
// (docs/decisions/040), from the first replay on (a stored lead may start one at once).
dropFromSpoolReplays(erasedBeforeTheirPost);

/**
 * How long after start the workers first look at the database: their first query compiles
 * Prisma's query engine (about 80 ms of CPU), which the first requests after a deploy need
 * not wait behind (docs/decisions/026: start to first 200).
 */
const WORKERS_START_DELAY_MS = 1_000;

// The mail queue's worker, the lead spool's replay, the leads' retention job and their
// follow-up (reminders, digest: docs/decisions/044) run in the server process from its
// start (one machine: docs/decisions/007), so mail queued and leads spooled before a
// restart go out and in, and expired leads go; tests start their own. The site search's
// index is built then too, in the background (docs/decisions/052).
if (env.NODE_ENV !== "test") {
  const startingWorkers = setTimeout(() => {
    startMailWorker({ compose: composeQueuedMail });
    startSpoolReplay();
    startLeadRetention();
    startLeadFollowUp();
    warmSiteSearch();
  }, WORKERS_START_DELAY_MS).unref();
  onShutdown(async () => clearTimeout(startingWorkers));
  // Last at shutdown, once the requests in flight and the workers are done.
  onShutdown(() => prisma.$disconnect(), "close");
}

/** The texts a page renders with: the published ones, or a draft staff preview (docs/decisions/051). */
function pageTextSource(remixContext: EntryContext): TextSource {
  const root = remixContext.staticHandlerContext.loaderData?.root as
    { contentPreview?: ContentPreview | null } | undefined;
  return root?.contentPreview ? previewTextSource(serverTexts, root.contentPreview) : serverTexts;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The browser's copy of a public page is current: answer without rendering.
  if (isNotModified(request, responseStatusCode, responseHeaders)) {
    return new Response(null, { status: 304, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  // Crawlers get the whole page at once; browsers get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TextsProvider source={pageTextSource(remixContext)}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </TextsProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new RenderStream();
          // Clear the abort timer once the render is done: a pending timer would keep every
          // finished render alive for seconds and hold its memory.
          body.on("close", () => clearTimeout(abortTimer));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are reported by onShellError; after it, log them here
          // (the page went out with a part missing: not one to serve again).
          if (shellRendered) {
            console.error(error);
            loadContext.keepOutOfPageCache();
          }
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (a visitor who navigated away) and client errors (404, 405) are not
  // faults of the server.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};
