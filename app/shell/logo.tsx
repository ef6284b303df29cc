import { useTranslation } from "~/utils/translation";

export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-3">
      <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden>
        <rect width="40" height="40" rx="12" className="fill-brand-600" />
        <path
          d="M11 12l9 17 9-17"
          fill="none"
          stroke="white"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-xl font-bold tracking-tight text-slate-900">{t("brand.name")}</span>
        <span className="hidden text-xs text-slate-500 sm:block">{t("brand.tagline")}</span>
      </span>
    </span>
  );
}
