import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** False in the server render and before hydration, true once React runs in the browser. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
