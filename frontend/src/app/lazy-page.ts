import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded page that can be fetched ahead of its first render, which then does not suspend. */
export type PreloadablePage = ComponentType & { preload(): Promise<unknown> };

/**
 * Like React.lazy, with `preload()`: the entry asks for the page the address names before the
 * first render, so that the page shows without a loader in between (React holds a revealed
 * suspense boundary back for a moment, which a first paint should not wait for).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loaded: ComponentType | null = null;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const fetch = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(fetch);
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload: fetch });
}
