import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { getFixedT, languageOf } from "~/i18n.server";
import { redirectWithToast } from "~/platform/toast.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { requireFormData } from "~/utils/request-body.server";

const noticeSchema = z.enum(["wip", "calendarSoon"]);

/**
 * Without JavaScript, the buttons of unfinished features post here: the same notice
 * comes back as a flash toast on the page they came from. Nothing is stored.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await requireFormData(request);
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const notice = noticeSchema.catch("wip").parse(form.get("notice"));
  const t = getFixedT(languageOf(request, redirectTo), "common");
  return redirectWithToast(
    redirectTo,
    { title: t(`toast.${notice}.title`), description: t(`toast.${notice}.description`) },
    { status: 303 },
  );
}

export function loader() {
  return redirect("/");
}
