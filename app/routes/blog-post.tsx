import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { languageOf } from "~/i18n.server";
import { findPost } from "~/models/post.server";
import { routeMeta } from "~/utils/meta";

export const handle = { i18n: ["blog"] };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const post = await findPost(params.slug ?? "", languageOf(request));
  if (!post) throw new Response("Not Found", { status: 404 });
  return {
    meta: { title: `${post.title} | Vitrine`, description: post.excerpt },
    post: { title: post.title, excerpt: post.excerpt },
  };
}

export const meta = routeMeta;

export default function BlogPostPage() {
  const { post } = useLoaderData<typeof loader>();
  return <PageHeader title={post.title} intro={post.excerpt} />;
}

export { GeneralErrorBoundary as ErrorBoundary };
