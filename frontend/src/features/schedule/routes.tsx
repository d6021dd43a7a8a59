/**
 * The timetable's entries of the route table: a group's, a teacher's and a room's month (education
 * process, OTM), and the teacher module's screens (the teacher's own month, topics, groups).
 */
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import Groups2OutlinedIcon from '@mui/icons-material/Groups2Outlined';
import TopicOutlinedIcon from '@mui/icons-material/TopicOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { scheduleMessages, teacherMessages, timetableMessages } from './messages';
import { schedulePaths, teacherPaths, timetablePaths } from './paths';

const otm = { level: 'INSTITUTION', section: 'edu-process-otm' } as const;

export const scheduleRoutes: readonly AppRoute[] = [
  {
    ...otm,
    path: schedulePaths.group,
    permission: 'edu-group-view',
    message: scheduleMessages.groupTitle,
    Component: lazy(() => import(/* webpackChunkName: "schedule" */ './pages/GroupSchedulePage')),
  },
  {
    ...otm,
    path: schedulePaths.teacher,
    permission: 'edu-group-view',
    message: scheduleMessages.teacherTitle,
    Component: lazy(() => import(/* webpackChunkName: "schedule" */ './pages/OccupancySchedulePage').then((m) => ({ default: m.TeacherSchedulePage }))),
  },
  {
    ...otm,
    path: schedulePaths.room,
    permission: 'edu-group-view',
    message: scheduleMessages.roomTitle,
    Component: lazy(() => import(/* webpackChunkName: "schedule" */ './pages/OccupancySchedulePage').then((m) => ({ default: m.RoomSchedulePage }))),
  },
  {
    ...otm,
    path: timetablePaths.run,
    permission: 'edu-group-view',
    message: timetableMessages.title,
    menu: true,
    order: 45,
    icon: EventNoteOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "timetable" */ './pages/TimetablePage')),
  },
  {
    ...otm,
    path: timetablePaths.settings,
    permission: 'edu-group-view',
    message: timetableMessages.settingsTitle,
    Component: lazy(() => import(/* webpackChunkName: "timetable" */ './pages/TimetableSettingsPage')),
  },
];

const teacher = { section: 'teacher' } as const;

/** The teacher module: the signed-in teacher's own month, topics and groups. */
export const teacherModuleRoutes: readonly AppRoute[] = [
  {
    ...teacher,
    path: teacherPaths.classSchedule,
    permission: 'teacher-class-schedule',
    message: teacherMessages.classScheduleTitle,
    menu: true,
    order: 10,
    icon: CalendarMonthOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "teacher" */ './pages/ClassSchedulePage')),
  },
  {
    ...teacher,
    path: teacherPaths.topics,
    permission: 'teacher-topic',
    message: teacherMessages.topicsTitle,
    menu: true,
    order: 20,
    icon: TopicOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "teacher" */ './pages/TopicsListPage')),
  },
  {
    ...teacher,
    path: teacherPaths.topicAdd,
    permission: 'teacher-topic',
    message: teacherMessages.topicAddTitle,
    Component: lazy(() => import(/* webpackChunkName: "teacher" */ './pages/TopicFormPages').then((m) => ({ default: m.TopicAddPage }))),
  },
  {
    ...teacher,
    path: teacherPaths.topicEdit,
    permission: 'teacher-topic',
    message: teacherMessages.topicEditTitle,
    Component: lazy(() => import(/* webpackChunkName: "teacher" */ './pages/TopicFormPages').then((m) => ({ default: m.TopicEditPage }))),
  },
  {
    ...teacher,
    path: teacherPaths.groups,
    permission: 'teacher-edu-groups-view',
    message: teacherMessages.groupsTitle,
    menu: true,
    order: 30,
    icon: Groups2OutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "teacher" */ './pages/TeacherGroupsPage')),
  },
  {
    ...teacher,
    path: teacherPaths.groupSubject,
    permission: 'teacher-edu-groups-view',
    message: teacherMessages.groupLessonsTitle,
    Component: lazy(() => import(/* webpackChunkName: "teacher" */ './pages/TeacherGroupSubjectPage')),
  },
];
