import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { routeMeta } from "~/utils/meta";
import { getPageMeta } from "~/utils/meta.server";

/** Every path no other route matches, including unknown language prefixes such as /xx/contact. */
export function loader({ request }: LoaderFunctionArgs) {
  return data({ meta: { ...getPageMeta(request, "common", "notFound.meta"), noindex: true } }, { status: 404 });
}

export const meta = routeMeta;

export default function NotFoundPage() {
  return <NotFound />;
}
