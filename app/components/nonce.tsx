import { createContext, useContext } from 'react';

// The server's per-request CSP nonce. In the browser it is empty, which is what the browser
// shows for nonce attributes anyway.
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
