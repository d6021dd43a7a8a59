/**
 * The service worker of the production build (webpack's GenerateSW writes /sw.js): it keeps the
 * application's files, so that the portal opens without the network. Development builds have none.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('The service worker was not registered', error));
}
