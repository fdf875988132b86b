import { createContext } from 'react';

/**
 * The page's JSON-LD, built on the server from the loaders' data (entry.server.tsx) so the
 * browser never ships the code that builds it.
 */
export const StructuredDataContext = createContext<string | null>(null);
