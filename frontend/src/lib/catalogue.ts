import { createContext, useContext } from 'react';

/**
 * How much of the interface's texts is loaded: those shown before sign-in, those and the public
 * verification pages' texts, or every text. Each scope holds the texts of the scopes before it.
 */
export const SCOPES = ['public', 'verification', 'all'] as const;
export type Scope = (typeof SCOPES)[number];

export interface Catalogue {
  /** The widest scope loaded, in the language chosen or, while that one loads, the one before. */
  scope: Scope;
  /** Whether every text of the interface is there in the language chosen. */
  complete: boolean;
  /** Asks for the texts of a scope; what is loaded stays (the authenticated shell asks for all). */
  load(scope: Scope): void;
}

/** Outside the provider (tests render with the whole catalogue) everything is there. */
export const CatalogueContext = createContext<Catalogue>({ scope: 'all', complete: true, load: () => undefined });

export function useCatalogue(): Catalogue {
  return useContext(CatalogueContext);
}
