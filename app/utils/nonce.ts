import { createContext, useContext } from "react";

// The Content-Security-Policy nonce travels from the server (load context) to the
// components that render inline scripts. Browsers hide it after load, so it is empty
// on the client, which is expected.
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
