/** The scientific process's screens (the sidebar's "Ilmiy jarayon"), and a teacher's own publications. */
const base = '/scientific-process';

function crud(root: string) {
  return { list: root, add: `${root}/add`, edit: `${root}/edit/:id`, preview: `${root}/preview/:id` } as const;
}

export const projectPaths = crud(`${base}/projects`);
export const publicationPaths = crud(`${base}/publications`);
export const doctoralPaths = crud(`${base}/doctoral-students`);
export const defencePaths = crud(`${base}/defences`);
export const minePaths = crud('/teacher/publications');
export const reportPath = `${base}/report`;

/** A path with its `:id` filled in. */
export const withId = (path: string, id: number) => path.replace(':id', String(id));
