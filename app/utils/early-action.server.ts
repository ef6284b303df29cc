import type { ActionFunction, ActionFunctionArgs } from "@remix-run/node";

// Early actions (docs/decisions/026): a form's post that the HTTP server
// answers before Express and Remix when its action redirects, which is what a burst of
// lead posts mostly gets (stored: 303 to the thank-you page). Any other answer (the form
// again, with its errors) is rendered by Remix as usual from the action's outcome, which
// the server hands over in the load context: the action runs once per post.

const EARLY_ACTION = Symbol.for("vitrine.early-action");

/** What the action did when the server ran it before Express: returned a value, or threw. */
export type EarlyActionOutcome = { returned: unknown } | { threw: unknown };

/** Lets the HTTP server run this route's action before Express (server/early-actions.ts). */
export function earlyAction<Action extends ActionFunction>(action: Action): Action {
  const answerOnce = (args: ActionFunctionArgs) => {
    const earlier = args.context.earlyActionOutcome;
    if (!earlier) return action(args);
    if ("threw" in earlier) throw earlier.threw;
    return earlier.returned;
  };
  return Object.assign(answerOnce, { [EARLY_ACTION]: true }) as unknown as Action;
}

export const isEarlyAction = (action: unknown): action is ActionFunction =>
  typeof action === "function" && EARLY_ACTION in action;
