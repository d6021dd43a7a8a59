/** The students' and parents' screens: the week first, then marks, results, payments and documents. */
export const portalPaths = {
  week: '/portal',
  marks: '/portal/marks',
  results: '/portal/results',
  finance: '/portal/finance',
  documents: '/portal/documents',
} as const;
