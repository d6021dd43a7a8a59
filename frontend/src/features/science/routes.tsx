/** The scientific process's entries of the route table, and a teacher's own publications (the shell composes them in app/routes.tsx). */
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HistoryEduOutlinedIcon from '@mui/icons-material/HistoryEduOutlined';
import PsychologyOutlinedIcon from '@mui/icons-material/PsychologyOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { scienceMessages } from './messages';
import { defencePaths, doctoralPaths, minePaths, projectPaths, publicationPaths, reportPath } from './paths';

const page = {
  ProjectsList: lazy(() => import(/* webpackChunkName: "science" */ './pages/ProjectsListPage')),
  ProjectAdd: lazy(() => import(/* webpackChunkName: "science" */ './pages/ProjectAddPage')),
  ProjectEdit: lazy(() => import(/* webpackChunkName: "science" */ './pages/ProjectEditPage')),
  ProjectPreview: lazy(() => import(/* webpackChunkName: "science" */ './pages/ProjectPreviewPage')),
  PublicationsList: lazy(() => import(/* webpackChunkName: "science" */ './pages/PublicationsListPage')),
  PublicationAdd: lazy(() => import(/* webpackChunkName: "science" */ './pages/PublicationAddPage')),
  PublicationEdit: lazy(() => import(/* webpackChunkName: "science" */ './pages/PublicationEditPage')),
  PublicationPreview: lazy(() => import(/* webpackChunkName: "science" */ './pages/PublicationPreviewPage')),
  DoctoralList: lazy(() => import(/* webpackChunkName: "science" */ './pages/DoctoralStudentsListPage')),
  DoctoralAdd: lazy(() => import(/* webpackChunkName: "science" */ './pages/DoctoralStudentAddPage')),
  DoctoralEdit: lazy(() => import(/* webpackChunkName: "science" */ './pages/DoctoralStudentEditPage')),
  DoctoralPreview: lazy(() => import(/* webpackChunkName: "science" */ './pages/DoctoralStudentPreviewPage')),
  DefencesList: lazy(() => import(/* webpackChunkName: "science" */ './pages/DefencesListPage')),
  DefenceAdd: lazy(() => import(/* webpackChunkName: "science" */ './pages/DefenceAddPage')),
  DefenceEdit: lazy(() => import(/* webpackChunkName: "science" */ './pages/DefenceEditPage')),
  DefencePreview: lazy(() => import(/* webpackChunkName: "science" */ './pages/DefencePreviewPage')),
  Report: lazy(() => import(/* webpackChunkName: "science" */ './pages/ScienceReportPage')),
  Mine: lazy(() => import(/* webpackChunkName: "science" */ './pages/MyPublicationsPage')),
  MineAdd: lazy(() => import(/* webpackChunkName: "science" */ './pages/MyPublicationAddPage')),
  MineEdit: lazy(() => import(/* webpackChunkName: "science" */ './pages/MyPublicationEditPage')),
  MinePreview: lazy(() => import(/* webpackChunkName: "science" */ './pages/MyPublicationPreviewPage')),
};

const section = 'science';

export const scienceRoutes: readonly AppRoute[] = [
  { section, path: projectPaths.list, permission: 'science-project-view', message: scienceMessages.projectsTitle, menu: true, order: 10, icon: ScienceOutlinedIcon, Component: page.ProjectsList },
  { section, path: projectPaths.add, permission: 'science-project-add', message: scienceMessages.projectsAdd, Component: page.ProjectAdd },
  { section, path: projectPaths.edit, permission: 'science-project-edit', message: scienceMessages.projectsEdit, Component: page.ProjectEdit },
  { section, path: projectPaths.preview, permission: 'science-project-view', message: scienceMessages.projectsPreview, Component: page.ProjectPreview },
  {
    section,
    path: publicationPaths.list,
    permission: 'science-publication-view',
    message: scienceMessages.publicationsTitle,
    menu: true,
    order: 20,
    icon: ArticleOutlinedIcon,
    Component: page.PublicationsList,
  },
  { section, path: publicationPaths.add, permission: 'science-publication-add', message: scienceMessages.publicationsAdd, Component: page.PublicationAdd },
  { section, path: publicationPaths.edit, permission: 'science-publication-edit', message: scienceMessages.publicationsEdit, Component: page.PublicationEdit },
  { section, path: publicationPaths.preview, permission: 'science-publication-view', message: scienceMessages.publicationsPreview, Component: page.PublicationPreview },
  {
    section,
    path: doctoralPaths.list,
    permission: 'science-doctorate-view',
    message: scienceMessages.doctoralTitle,
    menu: true,
    order: 30,
    icon: PsychologyOutlinedIcon,
    Component: page.DoctoralList,
  },
  { section, path: doctoralPaths.add, permission: 'science-doctorate-add', message: scienceMessages.doctoralAdd, Component: page.DoctoralAdd },
  { section, path: doctoralPaths.edit, permission: 'science-doctorate-edit', message: scienceMessages.doctoralEdit, Component: page.DoctoralEdit },
  { section, path: doctoralPaths.preview, permission: 'science-doctorate-view', message: scienceMessages.doctoralPreview, Component: page.DoctoralPreview },
  {
    section,
    path: defencePaths.list,
    permission: 'science-doctorate-view',
    message: scienceMessages.defencesTitle,
    menu: true,
    order: 40,
    icon: GavelOutlinedIcon,
    Component: page.DefencesList,
  },
  { section, path: defencePaths.add, permission: 'science-doctorate-add', message: scienceMessages.defencesAdd, Component: page.DefenceAdd },
  { section, path: defencePaths.edit, permission: 'science-doctorate-edit', message: scienceMessages.defencesEdit, Component: page.DefenceEdit },
  { section, path: defencePaths.preview, permission: 'science-doctorate-view', message: scienceMessages.defencesPreview, Component: page.DefencePreview },
  {
    section,
    path: reportPath,
    // The readers of the area's lists; the home page shows every report reader this year's figures.
    permission: 'science-publication-view',
    message: scienceMessages.reportTitle,
    menu: true,
    order: 50,
    icon: AssessmentOutlinedIcon,
    Component: page.Report,
  },
];

/** A teacher's own publications, in the teacher module. */
export const myPublicationRoutes: readonly AppRoute[] = [
  {
    section: 'teacher',
    path: minePaths.list,
    permission: 'science-publication-own',
    message: scienceMessages.mineTitle,
    menu: true,
    order: 40,
    icon: HistoryEduOutlinedIcon,
    Component: page.Mine,
  },
  { section: 'teacher', path: minePaths.add, permission: 'science-publication-own', message: scienceMessages.publicationsAdd, Component: page.MineAdd },
  { section: 'teacher', path: minePaths.edit, permission: 'science-publication-own', message: scienceMessages.publicationsEdit, Component: page.MineEdit },
  { section: 'teacher', path: minePaths.preview, permission: 'science-publication-own', message: scienceMessages.publicationsPreview, Component: page.MinePreview },
];
