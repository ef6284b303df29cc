import { Form, Link } from "@remix-run/react";
import { buttonClass } from "~/components/button-link";

/**
 * A deletion's confirmation step: what goes, a button that posts the deletion (a native
 * form: no script needed) and the way back without deleting.
 */
export function DeleteConfirmation({
  body,
  confirm,
  cancel,
  cancelTo,
  testId,
}: {
  body: string;
  confirm: string;
  cancel: string;
  cancelTo: string;
  testId: string;
}) {
  return (
    <Form
      method="post"
      className="max-w-3xl space-y-6 rounded-2xl border border-red-200 bg-red-50 p-6"
      data-testid={testId}
    >
      <p className="text-slate-800">{body}</p>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClass("primary", "bg-red-700 px-5 py-2.5 text-sm hover:bg-red-800")}>
          {confirm}
        </button>
        <Link to={cancelTo} className="text-sm font-semibold text-brand-700 hover:underline">
          {cancel}
        </Link>
      </div>
    </Form>
  );
}
