/**
 * The journal's entries of the route table: the teacher's day and a lesson's roll (teacher
 * module), a group's journal, the absence thresholds, the control sheets and the academic debts
 * (education process, OTM), and the journal settings (institution information).
 */
import AssignmentLateOutlinedIcon from '@mui/icons-material/AssignmentLateOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { debtMessages, groupJournalMessages, rollMessages, settingsMessages, sheetMessages, thresholdMessages, examMessages } from './messages';
import { journalPaths, teacherJournalPaths } from './paths';

const teacher = { level: 'INSTITUTION', section: 'teacher' } as const;

/** The day's lessons and their rolls: a teacher's own; an administrator records for a teacher who is away. */
export const teacherJournalRoutes: readonly AppRoute[] = [
  {
    ...teacher,
    path: teacherJournalPaths.today,
    permission: 'journal-record',
    message: rollMessages.todayTitle,
    menu: true,
    order: 5,
    icon: TodayOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "teacher-journal" */ './pages/TodayPage')),
  },
  {
    ...teacher,
    path: teacherJournalPaths.roll,
    permission: 'journal-record',
    orAt: { level: 'INSTITUTION', permission: 'journal-edit' },
    message: rollMessages.rollTitle,
    Component: lazy(() => import(/* webpackChunkName: "teacher-journal" */ './pages/RollPage')),
  },
];

const otm = { level: 'INSTITUTION', section: 'edu-process-otm' } as const;

export const journalRoutes: readonly AppRoute[] = [
  {
    ...otm,
    path: journalPaths.group,
    permission: 'journal-view',
    message: groupJournalMessages.title,
    Component: lazy(() => import(/* webpackChunkName: "journal" */ './pages/GroupJournalPage')),
  },
  {
    ...otm,
    path: journalPaths.sheets,
    permission: 'journal-view',
    message: sheetMessages.listTitle,
    menu: true,
    order: 32,
    icon: AssignmentOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "journal" */ './pages/ControlSheetsPage')),
  },
  {
    ...otm,
    path: journalPaths.sheet,
    permission: 'journal-view',
    message: sheetMessages.title,
    Component: lazy(() => import(/* webpackChunkName: "journal" */ './pages/ControlSheetPage')),
  },
  {
    ...otm,
    path: journalPaths.exams,
    permission: 'journal-view',
    message: examMessages.title,
    menu: true,
    order: 33,
    icon: EventAvailableOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "journal" */ './pages/ExamsPage')),
  },
  {
    ...otm,
    path: journalPaths.attendance,
    permission: 'journal-view',
    message: thresholdMessages.title,
    menu: true,
    order: 34,
    icon: EventBusyOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "journal" */ './pages/AttendancePage')),
  },
  // Read at both levels: a ministry role compares the institutions and picks one, as the finance debts do.
  {
    section: 'edu-process-otm',
    path: journalPaths.debts,
    permission: 'journal-view',
    message: debtMessages.title,
    menu: true,
    order: 35,
    icon: AssignmentLateOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "journal" */ './pages/AcademicDebtsPage')),
  },
  {
    level: 'INSTITUTION',
    section: 'institution-info',
    path: journalPaths.settings,
    permission: 'journal-settings',
    message: settingsMessages.title,
    menu: true,
    order: 40,
    icon: TuneOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "journal" */ './pages/JournalSettingsPage')),
  },
];
