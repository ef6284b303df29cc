import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/env.server";
import { getFixedT } from "~/i18n.server";
import { uploadMedia } from "~/media/media.server";
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
export async function action({ request }: ActionFunctionArgs) {
  const language = pageLanguage(request);
  const t = getFixedT(language, "media");
  const wantsJson = request.headers.get("Accept")?.includes("application/json") ?? false;
  const page = localizePath("/media", language);
  // A refused upload may leave part of its body unread: the server drops it after the
  // answer (server/request-guards.ts). A resource route's answer goes out as is, status included.
  const answer = async (status: number, toast: ToastInput, url?: string) =>
    wantsJson
      ? Response.json({ ok: status < 300, toast, url } satisfies MediaUploadResponse, { status })
      : redirectWithToast(page, toast, { status: 303 });

  const user = await getSessionUser(request);
  if (!user)
    return answer(401, { title: t("error_upload"), description: t("errors.not_found"), variant: "destructive" });

  const result = await uploadMedia(request, user.id);
  if (!result.ok) {
    return answer(result.status, {
      title: t("error_upload"),
      description: t(`errors.${result.reason}`, { size: formatBytes(env.MEDIA_MAX_BYTES, language) }),
      variant: "destructive",
    });
  }
  return answer(
    200,
    {
      title: t("upload.success"),
      description: t("upload.successDescription", { name: result.file.originalName }),
      variant: "success",
    },
    mediaFileUrl(result.file.storageKey),
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
