import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { OverviewCount } from "~/back-office/overview-count";
import { useTranslation } from "~/utils/translation";
import { cn } from "~/utils/misc";

/** One count of the overview, linking to the screen that lists what it counts. */
export function OverviewLink({
  to,
  value,
  label,
  urgent = false,
  testId,
}: {
  to: string;
  value: OverviewCount;
  label: string;
  /** Shown in red when above zero: a promise is being broken. */
  urgent?: boolean;
  testId: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <li>
      <Link to={to} className="flex items-baseline gap-3 rounded-xl px-3 py-2 hover:bg-slate-100" data-testid={testId}>
        <span
          className={cn(
            "min-w-[3ch] text-2xl font-bold tabular-nums",
            urgent && value.count > 0 ? "text-red-700" : "text-slate-900",
          )}
        >
          {value.more ? t("overview.more", { value: value.count }) : value.count}
        </span>
        <span className="text-slate-700">{label}</span>
      </Link>
    </li>
  );
}

/** One screen's part of the overview: its name, linking to it, and what waits there. */
export function OverviewSection({
  id,
  title,
  to,
  children,
}: {
  id: string;
  title: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 p-6" data-testid={id}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        <Link to={to} className="hover:text-brand-700 hover:underline">
          {title}
        </Link>
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
