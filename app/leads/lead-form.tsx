import { parse, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/utils/translation";
import type { z } from "zod/mini";
import { showToast } from "~/components/toaster";
import { useBotProtection, type BotProtectionAction } from "~/platform/bot-protection";
import { isLeadFailure, type LeadFailure } from "~/leads/lead-failures";
import { TOKEN_FIELD } from "~/leads/lead-keys";
import { addFirstTouch } from "~/leads/first-touch";
import type { ToastInput } from "~/utils/toast";

export type LeadFormProblem = LeadFailure | "notReady";

/** What `getZodConstraint` makes of a form's schema: its loader sends it (see useLeadForm). */
export type LeadFormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

/**
 * A lead form: conform validates with the shared schema as the visitor types; on a valid
 * submit the page asks bot protection for a token for `action`, adds it and posts. No
 * provider ready, or no token: an error toast, and nothing is sent. A refusal
 * from the server (too many posts, store down...) comes back as the form-level error and
 * shows as a toast too. `messages` replaces the shared wording for some problems.
 *
 * The schema (with zod and conform's zod adapter, about 13 KB gzip) is not part of the page's first load:
 * `loadSchema` imports it when the visitor first enters the form, and the fields' HTML
 * constraints (required, maxlength) come from the route's loader. A field left before it
 * arrives is checked once it has; a form sent before it arrives waits for it.
 */
export function useLeadForm<Schema extends z.ZodMiniObject>({
  id,
  loadSchema,
  constraint,
  lastResult,
  action,
  messages = {},
}: {
  id: string;
  loadSchema: () => Promise<Schema>;
  constraint: LeadFormConstraint;
  lastResult: SubmissionResult<string[]> | undefined;
  action: BotProtectionAction;
  messages?: Partial<Record<LeadFormProblem, { title: string; description: string }>>;
}) {
  const { t } = useTranslation();
  const bot = useBotProtection();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [verifying, setVerifying] = useState(false);
  type Validate = (formData: FormData) => Submission<z.input<Schema>, string[], z.output<Schema>>;
  const rules = useRef<{ loading?: Promise<Validate>; validate?: Validate }>({});

  function problemToast(problem: LeadFormProblem): ToastInput & { description: string } {
    const message = messages[problem] ?? {
      title: t(`failures.${problem}.title`, { ns: "lead-form" }),
      description: t(`failures.${problem}.description`, { ns: "lead-form" }),
    };
    return { ...message, variant: "destructive" };
  }

  function loadedRules() {
    rules.current.loading ??= Promise.all([loadSchema(), import("@conform-to/zod/v4")]).then(
      ([schema, { parseWithZod }]) => (rules.current.validate = (formData) => parseWithZod(formData, { schema })),
    );
    return rules.current.loading;
  }

  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      // No verdict before the rules arrive: the field is checked again then, a submit waits for them.
      return rules.current.validate?.(formData) ?? parse<z.output<Schema>, string[]>(formData, { resolve: () => ({}) });
    },
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (!bot.isReady()) {
        showToast(problemToast("notReady"));
        return;
      }
      setVerifying(true);
      void loadedRules()
        .then(
          (validate) => {
            if (validate(formData).status === "success") return bot.execute(action);
            form.validate();
            return "invalid" as const;
          },
          // The rules could not be loaded: the server judges the post.
          () => bot.execute(action),
        )
        .then((token) => {
          setVerifying(false);
          if (token === "invalid") return;
          if (!token) {
            showToast(problemToast("verificationMissing"));
            return;
          }
          formData.set(TOKEN_FIELD, token);
          addFirstTouch(formData);
          submit(formData, { method: "post" });
        });
    },
  });

  // Entering the form loads its schema; the fields left before it arrived are checked then.
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const left = new Set<string>();
    const onFocusOut = (event: FocusEvent) => {
      const name = event.target instanceof HTMLElement ? event.target.getAttribute("name") : null;
      if (name && !rules.current.validate) left.add(name);
    };
    const onFocusIn = () =>
      void loadedRules().then(
        () => {
          for (const name of left) form.validate({ name });
        },
        () => undefined,
      );
    element.addEventListener("focusin", onFocusIn, { once: true });
    element.addEventListener("focusout", onFocusOut);
    return () => {
      element.removeEventListener("focusin", onFocusIn);
      element.removeEventListener("focusout", onFocusOut);
    };
    // Once per form: its schema's loader and conform's form are the same for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const failure = form.errors?.find(isLeadFailure);
  useEffect(() => {
    if (failure) showToast(problemToast(failure));
    // Once per answer from the server, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastResult]);

  const pending = verifying || (navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST");
  return { form, fields, pending, failure: failure ? problemToast(failure) : null };
}
