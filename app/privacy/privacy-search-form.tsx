import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { controlClass, SubmitButton } from "~/components/form-fields";
import type { PrivacyEmailError } from "~/privacy/privacy-schemas";

/** The privacy screen's search: the person's address, posted; a refusal keeps what was typed. */
export function PrivacySearchForm({
  email,
  error,
}: {
  email: string | undefined;
  error: PrivacyEmailError | "staffAccount" | undefined;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "search";
  const errorId = "privacy-email-error";
  return (
    <Form method="post" className="flex flex-wrap items-end gap-4 rounded-2xl border border-slate-200 p-4">
      <input type="hidden" name="intent" value="search" />
      <div className="min-w-64 grow">
        <label htmlFor="privacy-email" className="mb-1.5 block text-sm font-medium text-slate-800">
          {t("privacy.emailLabel")}
        </label>
        <input
          id="privacy-email"
          key={email}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="off"
          defaultValue={email ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={controlClass}
        />
        {error ? (
          <p id={errorId} className="mt-1.5 text-sm text-red-700" data-testid="privacy-error">
            {t(`privacy.errors.${error}`)}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending} pendingLabel={t("privacy.searching")} className="px-5 py-2.5 text-sm">
        {t("privacy.search")}
      </SubmitButton>
    </Form>
  );
}
