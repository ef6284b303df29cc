import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/env.server";
import { getFixedT } from "~/i18n.server";
import { mediaQuotaOf, mediaUsageOf, takeUploadTurn, uploadMedia } from "~/media/media.server";
import { getSessionUser } from "~/accounts/session.server";
import { redirectWithToast } from "~/platform/toast.server";
import { languages, localizePath, type Language } from "~/utils/locale";
import { formatBytes, mediaFileUrl, type MediaUploadResponse } from "~/media/media";
import type { ToastInput } from "~/utils/toast";

/**
 * Media uploads, for the media page's form: with JavaScript the page posts here with
 * XMLHttpRequest (upload progress) and gets JSON; without, the native multipart form
 * posts here and is redirected back to the page with a toast. `?lang=` is the page's.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const language = pageLanguage(request);
  const t = getFixedT(language, "media");
  const wantsJson = request.headers.get("Accept")?.includes("application/json") ?? false;
  const page = localizePath("/media", language);
  // A refused upload may leave part of its body unread: the server drops it after the
  // answer (server/request-guards.ts). A resource route's answer goes out as is, status included.
  const answer = async (
    status: number,
    toast: ToastInput,
    { url, headers }: { url?: string; headers?: HeadersInit } = {},
  ) =>
    wantsJson
      ? Response.json({ ok: status < 300, toast, url } satisfies MediaUploadResponse, { status, headers })
      : redirectWithToast(page, toast, { status: 303, headers });
  const refuse = (status: number, description: string, headers?: HeadersInit) =>
    answer(status, { title: t("error_upload"), description, variant: "destructive" }, { headers });

  const user = await getSessionUser(request);
  if (!user) return refuse(401, t("errors.not_found"));

  // Before the body is read: too many uploads from this account or this address.
  const turn = takeUploadTurn(user.id, context.clientIp);
  if (!turn.allowed) {
    return refuse(429, t("errors.rate_limited", { count: Math.ceil(turn.retryAfterSeconds / 60) }), {
      "Retry-After": String(turn.retryAfterSeconds),
    });
  }

  const result = await uploadMedia(request, user.id, { quotaBytes: mediaQuotaOf(user) });
  if (!result.ok) {
    const usage = result.reason === "quota" ? await mediaUsageOf(user) : null;
    return refuse(
      result.status,
      t(`errors.${result.reason}`, {
        size: formatBytes(env.MEDIA_MAX_BYTES, language),
        used: formatBytes(usage?.usedBytes ?? 0, language),
        quota: formatBytes(usage?.quotaBytes ?? 0, language),
      }),
    );
  }
  return answer(
    200,
    {
      title: t("upload.success"),
      description: t("upload.successDescription", { name: result.file.originalName }),
      variant: "success",
    },
    { url: mediaFileUrl(result.file.storageKey) },
  );
}

/** The upload's URL opened in the browser: the media page. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(localizePath("/media", pageLanguage(request)));
}

/** The language of the page that posted, from `?lang=` (French if absent or unknown). */
function pageLanguage(request: Request): Language {
  const lang = new URL(request.url).searchParams.get("lang");
  return languages.find((candidate) => candidate === lang) ?? "fr";
}
