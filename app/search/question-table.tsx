import { RecordTable } from "~/components/record-table";
import { formatDate, formatDateTime } from "~/utils/date-format";
import { useLanguage } from "~/utils/language";
import type { Language } from "~/utils/locale";
import { useTranslation } from "~/utils/translation";

/** One unanswered question as the staff's list shows it; dates travel as ISO strings. */
export type QuestionRow = {
  normalized: string;
  text: string;
  count: number;
  languages: Language[];
  lastAskedAt: string;
  answeredAt: string | null;
};

const columns = ["question", "count", "languages", "lastAskedAt"] as const;

/** The most frequent unanswered questions (docs/decisions/053), or a sentence saying there are none. */
export function QuestionTable({ questions }: { questions: QuestionRow[] }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  return (
    <RecordTable
      headings={columns.map((column) => t(`questions.columns.${column}`))}
      empty={questions.length === 0 ? t("questions.empty") : null}
      minWidth="min-w-[40rem]"
      testId="questions-table"
    >
      {questions.map((question) => (
        <tr key={question.normalized} data-testid="question-row">
          <td className="px-4 py-3">
            <span className="font-semibold wrap-anywhere text-slate-900">{question.text}</span>
            {question.answeredAt ? (
              <span className="mt-1 block text-xs text-emerald-700">
                {t("questions.answeredSince", { date: formatDate(question.answeredAt, language) })}
              </span>
            ) : null}
          </td>
          <td className="px-4 py-3 tabular-nums">{question.count}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            {question.languages.map((each) => t(`locales.${each}`)).join(", ")}
          </td>
          <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(question.lastAskedAt, language)}</td>
        </tr>
      ))}
    </RecordTable>
  );
}
