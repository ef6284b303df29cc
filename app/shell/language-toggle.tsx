import { useTranslation } from "~/utils/translation";
import { rememberLanguage, useLanguage } from "~/utils/language";
import { otherLanguage } from "~/utils/locale";
import { usePageLinks } from "~/utils/meta";
import { cn } from "~/utils/misc";

/**
 * Shows the label of the language it switches to (EN while French is active) and goes
 * to the same page in that language. A plain link: the page reloads in the other
 * language, with or without JavaScript.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const target = otherLanguage(useLanguage());
  const { switchTo } = usePageLinks();
  return (
    <a
      href={switchTo(target)}
      hrefLang={target}
      lang={target}
      title={t("language.toggleTitle")}
      // Its name starts with the label it shows (WCAG 2.5.3, label in name), then says what it is.
      aria-label={`${t("language.toggleLabel")} ${t("language.toggleTitle")}`}
      onClick={() => rememberLanguage(target)}
      data-testid="language-toggle"
      className={cn(
        "inline-flex h-10 min-w-10 items-center justify-center rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700",
        className,
      )}
    >
      {t("language.toggleLabel")}
    </a>
  );
}
