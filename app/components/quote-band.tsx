import { useTranslation } from "~/utils/translation";
import { ButtonLink } from "~/components/button-link";
import { Section } from "~/components/section";
import { useLocalizedPath } from "~/utils/language";

/** The closing call to action of the services pages: ask for a quote on the contact page. */
export function QuoteBand() {
  const { t } = useTranslation("services");
  const lp = useLocalizedPath();
  return (
    <Section tone="brand" title={t("cta.title")} intro={t("cta.intro")}>
      <ButtonLink to={lp("/contact")} variant="light" className="mt-8">
        {t("cta.button")}
      </ButtonLink>
    </Section>
  );
}
