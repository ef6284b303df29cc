import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod/mini";
import { showToast } from "~/components/toaster";
import { useBotProtection, type BotProtectionAction } from "~/services/bot-protection";
import { isLeadFailure, type LeadFailure } from "~/leads/lead-failures";
import { TOKEN_FIELD } from "~/leads/lead-schemas";
import type { ToastInput } from "~/utils/toast";

export type LeadFormProblem = LeadFailure | "notReady";

/**
 * A lead form: conform validates with the shared schema as the visitor types; on a valid
 * submit the page asks bot protection for a token for `action`, adds it and posts. No
 * provider ready, or no token: an error toast, and nothing is sent. A refusal
 * from the server (too many posts, store down...) comes back as the form-level error and
 * shows as a toast too. `messages` replaces the shared wording for some problems.
 */
export function useLeadForm<Schema extends z.ZodMiniObject>({
  id,
  schema,
  lastResult,
  action,
  messages = {},
}: {
  id: string;
  schema: Schema;
  lastResult: SubmissionResult<string[]> | undefined;
  action: BotProtectionAction;
  messages?: Partial<Record<LeadFormProblem, { title: string; description: string }>>;
}) {
  const { t } = useTranslation();
  const bot = useBotProtection();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [verifying, setVerifying] = useState(false);

  function problemToast(problem: LeadFormProblem): ToastInput & { description: string } {
    const message = messages[problem] ?? {
      title: t(`leadForm.failures.${problem}.title`),
      description: t(`leadForm.failures.${problem}.description`),
    };
    return { ...message, variant: "destructive" };
  }

  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (!bot.isReady()) {
        showToast(problemToast("notReady"));
        return;
      }
      setVerifying(true);
      void bot.execute(action).then((token) => {
        setVerifying(false);
        if (!token) {
          showToast(problemToast("verificationMissing"));
          return;
        }
        formData.set(TOKEN_FIELD, token);
        submit(formData, { method: "post" });
      });
    },
  });

  const failure = form.errors?.find(isLeadFailure);
  useEffect(() => {
    if (failure) showToast(problemToast(failure));
    // Once per answer from the server, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastResult]);

  const pending = verifying || (navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST");
  return { form, fields, pending, failure: failure ? problemToast(failure) : null };
}
