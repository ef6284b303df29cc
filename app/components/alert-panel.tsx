import type { ReactNode } from "react";
import { cn } from "~/utils/misc";

const tones = {
  danger: "space-y-3 border-red-200 bg-red-50 text-red-900",
  warning: "space-y-2 border-amber-200 bg-amber-50 text-amber-900",
};

/** A titled panel that asks staff to look at something (failing mail, leads waiting in the spool). */
export function AlertPanel({
  id,
  tone,
  title,
  intro,
  children,
}: {
  /** Names the panel's title, for aria-labelledby, and the panel itself for tests. */
  id: string;
  tone: keyof typeof tones;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("rounded-2xl border p-4 text-sm", tones[tone])}
      data-testid={id}
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h2>
      <p>{intro}</p>
      {children}
    </section>
  );
}
