import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** false: the screen shows the failure itself instead of the global notice. */
      notifyError?: boolean;
    };
  }
}
