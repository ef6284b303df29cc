import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { POST_RESTORE_QUERY, type PostDocumentField } from "~/blog/post-schemas";
import { SubmitButton } from "~/components/form-fields";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage, useLocalizedPath } from "~/utils/language";

export type PostRevisionItem = {
  id: string;
  version: number;
  createdAt: string;
  author: string | null;
  changed: PostDocumentField[];
};

/**
 * A post's revisions, newest first: who saved, when, which fields changed; each earlier one
 * with its own small form (no script needed) that restores it as the post's next version.
 */
export function PostHistory({
  postId,
  version,
  revisions,
}: {
  postId: string;
  /** The post's current version: the restore forms carry it, so a restore from a stale page is refused. */
  version: number;
  revisions: PostRevisionItem[];
}) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const lp = useLocalizedPath();
  const navigation = useNavigation();
  return (
    <section aria-labelledby="post-history-title" className="mt-12 space-y-4" data-testid="post-history">
      <h2 id="post-history-title" className="text-lg font-semibold text-slate-900">
        {t("posts.history.title")}
      </h2>
      {revisions.length === 0 ? (
        <p className="text-sm text-slate-600">{t("posts.history.empty")}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t("posts.history.restoreHint")}</p>
          <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {revisions.map((revision) => (
              <li
                key={revision.id}
                className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm"
                data-testid="post-revision"
              >
                <div className="space-y-1">
                  <p className="font-medium text-slate-900">
                    {t("posts.history.version", { version: revision.version })}
                    {revision.version === version ? ` (${t("posts.history.current")})` : null}
                  </p>
                  <p className="text-slate-600">
                    {t("posts.history.by", {
                      date: formatDateTime(revision.createdAt, language),
                      author: revision.author ?? t("posts.history.unknownAuthor"),
                    })}
                  </p>
                  <p className="text-slate-600">
                    {revision.version === 1
                      ? t("posts.history.first")
                      : revision.changed.length > 0
                        ? t("posts.history.changed", {
                            fields: revision.changed.map((field) => t(`posts.history.fields.${field}`)).join(", "),
                          })
                        : t("posts.history.unchanged")}
                  </p>
                </div>
                {revision.version === version ? null : (
                  <Form method="post" action={`${lp(`/admin/posts/${postId}`)}?${POST_RESTORE_QUERY}`}>
                    <input type="hidden" name="revisionId" value={revision.id} />
                    <input type="hidden" name="version" value={version} />
                    <SubmitButton
                      variant="secondary"
                      pending={
                        navigation.state === "submitting" && navigation.formData?.get("revisionId") === revision.id
                      }
                      pendingLabel={t("posts.saving")}
                      className="px-4 py-2"
                    >
                      {t("posts.history.restore", { version: revision.version })}
                    </SubmitButton>
                  </Form>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
