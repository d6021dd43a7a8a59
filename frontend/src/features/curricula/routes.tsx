/** Curricula of an institution (education process, OTM). */
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { assessmentMessages, curriculumMessages } from './messages';
import { curriculaPaths } from './paths';

const otm = { level: 'INSTITUTION', section: 'edu-process-otm' } as const;

export const curriculumRoutes: readonly AppRoute[] = [
  {
    ...otm,
    path: curriculaPaths.list,
    permission: 'curriculum-view',
    message: curriculumMessages.title,
    menu: true,
    order: 20,
    icon: EventNoteOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "curricula" */ './pages/CurriculumsListPage')),
  },
  {
    ...otm,
    path: curriculaPaths.add,
    permission: 'curriculum-add',
    message: curriculumMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "curricula" */ './pages/CurriculumAddPage')),
  },
  {
    ...otm,
    path: curriculaPaths.edit,
    permission: 'curriculum-edit',
    message: curriculumMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "curricula" */ './pages/CurriculumEditPage')),
  },
  {
    ...otm,
    path: curriculaPaths.preview,
    permission: 'curriculum-view',
    message: curriculumMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "curricula" */ './pages/CurriculumPreviewPage')),
  },
  {
    ...otm,
    path: curriculaPaths.subjects,
    permission: 'curriculum-view',
    message: curriculumMessages.distributionTitle,
    Component: lazy(() => import(/* webpackChunkName: "curricula" */ './pages/CurriculumSubjectsPage')),
  },
  {
    ...otm,
    path: curriculaPaths.assessment,
    permission: 'curriculum-view',
    message: assessmentMessages.title,
    Component: lazy(() => import(/* webpackChunkName: "curricula" */ './pages/CurriculumAssessmentPage')),
  },
];
