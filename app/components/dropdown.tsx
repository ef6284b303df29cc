import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "~/utils/misc";

/**
 * A menu built on <details>, so it opens and closes without JavaScript. With
 * JavaScript it also closes on a choice, on Escape, on a click outside and on
 * navigation.
 */
export function Dropdown({
  summary,
  summaryClassName,
  summaryLabel,
  className,
  panelClassName,
  children,
}: {
  summary: ReactNode;
  summaryClassName?: string;
  /** Accessible name when the summary shows only an icon. */
  summaryLabel?: string;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        close();
        details.querySelector("summary")?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest("summary")) return;
      if (target.closest("a, button")) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("click", onClick);
    };
  }, []);

  return (
    <details ref={ref} className={cn("group relative", className)}>
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden",
          summaryClassName,
        )}
        aria-label={summaryLabel}
        title={summaryLabel}
      >
        {summary}
      </summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}
