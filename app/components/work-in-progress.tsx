import { Form, useLocation } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { showToast } from "~/components/toaster";

/** The notices that unfinished features show instead of working: work in progress, or calendar booking coming soon. */
export type Notice = "wip" | "calendarSoon";

export function useNoticeToast() {
  const { t } = useTranslation();
  return (notice: Notice) =>
    showToast({ title: t(`toast.${notice}.title`), description: t(`toast.${notice}.description`) });
}

/**
 * A form for a feature that only announces itself. With JavaScript it shows the toast
 * in place; without, it posts to /resources/notice, which brings the same toast back
 * through a redirect. Children are the form's fields and submit button.
 */
export function NoticeForm({
  notice = "wip",
  onNotice,
  className,
  children,
  ...props
}: {
  notice?: Notice;
  onNotice?: () => void;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  const showNotice = useNoticeToast();
  const location = useLocation();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onNotice?.();
    showNotice(notice);
  }
  return (
    <Form method="post" action="/resources/notice" onSubmit={handleSubmit} className={className} {...props}>
      <input type="hidden" name="notice" value={notice} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children}
    </Form>
  );
}

/** A button that shows a work-in-progress (or calendar-soon) notice. */
export function NoticeButton({
  notice = "wip",
  onNotice,
  className,
  label,
  children,
}: {
  notice?: Notice;
  onNotice?: () => void;
  className?: string;
  /** Accessible name when the button shows only an icon. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <NoticeForm notice={notice} onNotice={onNotice} className="contents">
      <button type="submit" className={className} aria-label={label} title={label}>
        {children}
      </button>
    </NoticeForm>
  );
}
