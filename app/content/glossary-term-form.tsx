import { Form, useNavigation } from "@remix-run/react";
import { buttonClass } from "~/components/button-link";
import { controlClass, FieldErrors } from "~/components/form-fields";
import { glossaryErrors } from "~/content/content-form";
import { languages, type Language } from "~/utils/locale";
import { memberOf } from "~/utils/misc";
import { useTranslation } from "~/utils/translation";

export type GlossaryTermValues = { lang: Language; term: string; definition: string; translationOf: string };

/**
 * A new glossary term: exactly `lang`, `term` and `definition`, and the optional term of the
 * other language it translates (each language's terms grouped: the server refuses a term of
 * the same language). A native form; the server answers errors with what was typed.
 */
export function GlossaryTermForm({
  values,
  errors,
  terms,
}: {
  values: GlossaryTermValues;
  errors: Partial<Record<keyof GlossaryTermValues, string>>;
  terms: Record<Language, Array<{ key: string; term: string }>>;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const errorText = (code: string) => {
    const known = memberOf(glossaryErrors, code);
    return known ? t(`content.errors.${known}`) : code;
  };
  const errorOf = (name: keyof GlossaryTermValues) => (errors[name] ? [errors[name]] : undefined);
  const described = (name: keyof GlossaryTermValues) => (errors[name] ? `glossary-${name}-error` : undefined);
  return (
    <Form method="post" className="space-y-6" data-testid="glossary-term-form" noValidate>
      <div>
        <label htmlFor="glossary-lang" className="mb-1.5 block text-sm font-medium text-slate-800">
          {t("content.glossary.lang")}
        </label>
        <select id="glossary-lang" name="lang" defaultValue={values.lang} className={controlClass}>
          {languages.map((each) => (
            <option key={each} value={each}>
              {t(`content.languages.${each}`)}
            </option>
          ))}
        </select>
      </div>
      {(["term", "definition"] as const).map((name) => (
        <div key={name}>
          <label htmlFor={`glossary-${name}`} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t(`content.glossary.${name}`)}
          </label>
          {name === "term" ? (
            <input
              id="glossary-term"
              name="term"
              defaultValue={values.term}
              required
              aria-invalid={errors.term ? true : undefined}
              aria-describedby={described("term")}
              className={controlClass}
            />
          ) : (
            <textarea
              id="glossary-definition"
              name="definition"
              defaultValue={values.definition}
              rows={5}
              required
              aria-invalid={errors.definition ? true : undefined}
              aria-describedby={described("definition")}
              className={controlClass}
            />
          )}
          <FieldErrors id={`glossary-${name}-error`} errors={errorOf(name)} errorText={errorText} />
        </div>
      ))}
      <div>
        <label htmlFor="glossary-translationOf" className="mb-1.5 block text-sm font-medium text-slate-800">
          {t("content.glossary.translationOf")}
        </label>
        <select
          id="glossary-translationOf"
          name="translationOf"
          defaultValue={values.translationOf}
          aria-invalid={errors.translationOf ? true : undefined}
          aria-describedby={["glossary-translationOf-hint", described("translationOf")].filter(Boolean).join(" ")}
          className={controlClass}
        >
          <option value="">{t("content.glossary.noTranslation")}</option>
          {languages.map((each) => (
            <optgroup key={each} label={t(`content.glossary.termsIn.${each}`)}>
              {terms[each].map((term) => (
                <option key={term.key} value={term.key}>
                  {term.term}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <p id="glossary-translationOf-hint" className="mt-1.5 text-sm text-slate-600">
          {t("content.glossary.translationHint")}
        </p>
        <FieldErrors id="glossary-translationOf-error" errors={errorOf("translationOf")} errorText={errorText} />
      </div>
      <button
        type="submit"
        disabled={navigation.state === "submitting"}
        className={buttonClass("primary", "px-6 py-3")}
      >
        {navigation.state === "submitting" ? t("content.saving") : t("content.glossary.submit")}
      </button>
    </Form>
  );
}
