import { useTranslation } from "~/utils/translation";
import { StatusPage } from "~/components/status-page";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="not-found"
      eyebrow="404"
      title={t("notFound.title")}
      subtitle={t("notFound.subtitle")}
      homeLabel={t("notFound.home")}
    />
  );
}
