/**
 * The one table of the authenticated screens: each route names its permission (and, for screens
 * that exist at both levels, the role level), its sidebar section and its title. The router
 * registers a route and the sidebar shows its item only when the current role holds that
 * permission, so the two cannot disagree.
 */
import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import ManageHistoryOutlinedIcon from '@mui/icons-material/ManageHistoryOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import MeetingRoomOutlinedIcon from '@mui/icons-material/MeetingRoomOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import StoreOutlinedIcon from '@mui/icons-material/StoreOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { matchPath } from 'react-router-dom';
import type { Level, PermissionCode } from '@/api/types';
// Institutions: the ministry's list (administrative process, OTV) and an institution's own card.
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import CorporateFareOutlinedIcon from '@mui/icons-material/CorporateFareOutlined';
import DomainOutlinedIcon from '@mui/icons-material/DomainOutlined';
import { institutionMessages } from '@/features/institutions/messages';
import { institutionsPaths } from '@/features/institutions/paths';
import { auditPaths } from '@/features/audit/paths';
import { rolesPaths } from '@/features/roles/paths';
import { usersPaths } from '@/features/users/paths';
// Curricula of an institution (education process, OTM).
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { curriculumMessages } from '@/features/curricula/messages';
import { curriculaPaths } from '@/features/curricula/paths';
// Institution-level screens of the campus: class hours, buildings and rooms.
import { classHoursPaths } from '@/features/class-hours/paths';
import { classHourMessages } from '@/features/class-hours/messages';
import { buildingMessages, roomMessages } from '@/features/institution-info/messages';
import { buildingsPaths, roomsPaths } from '@/features/institution-info/paths';
// Reference data: the ministry's departments, institution departments, positions and directions.
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AltRouteOutlinedIcon from '@mui/icons-material/AltRouteOutlined';
import GroupWorkOutlinedIcon from '@mui/icons-material/GroupWorkOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';
import { departmentMessages, directionMessages, ministryDepartmentMessages, positionMessages } from '@/features/reference/messages';
import { referencePaths } from '@/features/reference/paths';
// Ministry-level education process (OTV): the subject catalogue and the model curricula.
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CollectionsBookmarkOutlinedIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import { bundleMessages, subjectMessages, subjectTypeMessages, templateMessages } from '@/features/edu-catalogue/messages';
import { bundlesPaths, subjectsPaths, subjectTypesPaths, templatesPaths } from '@/features/edu-catalogue/paths';
// Staff: an institution's own (administrative process, TM) and the ministry's read-only view (OTV).
import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import CastForEducationOutlinedIcon from '@mui/icons-material/CastForEducationOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { staffMessages } from '@/features/staff/messages';
import { staffPaths } from '@/features/staff/paths';
import { groupRoutes } from '@/features/groups/routes';
import { studentRoutes } from '@/features/students/routes';
import type { Access } from '@/lib/access';
import { appMessages } from './messages';

export type SectionId =
  | 'administrative-otv'
  | 'administrative-tm'
  | 'edu-process-otv'
  | 'edu-process-otm'
  | 'institution-info'
  | 'management'
  | 'teacher';

export interface Section {
  id: SectionId;
  message: MessageDescriptor;
  icon: SvgIconComponent;
  /** A group is shown as one collapsible entry (the teacher module). */
  kind: 'section' | 'group';
}

export interface AppRoute {
  path: string;
  permission: PermissionCode;
  level?: Level;
  section: SectionId;
  message: MessageDescriptor;
  /** Shown as a sidebar item; add, edit and preview pages are reached from their lists. */
  menu?: boolean;
  icon?: SvgIconComponent;
  Component: LazyExoticComponent<ComponentType>;
}

export const SECTIONS: readonly Section[] = [
  { id: 'administrative-otv', message: appMessages.sectionAdministrativeOtv, icon: AccountBalanceOutlinedIcon, kind: 'section' },
  { id: 'administrative-tm', message: appMessages.sectionAdministrativeTm, icon: BusinessCenterOutlinedIcon, kind: 'section' },
  { id: 'edu-process-otv', message: appMessages.sectionEduProcessOtv, icon: AutoStoriesOutlinedIcon, kind: 'section' },
  { id: 'edu-process-otm', message: appMessages.sectionEduProcessOtm, icon: MenuBookOutlinedIcon, kind: 'section' },
  { id: 'institution-info', message: appMessages.sectionInstitutionInfo, icon: StoreOutlinedIcon, kind: 'section' },
  { id: 'management', message: appMessages.sectionManagement, icon: AdminPanelSettingsOutlinedIcon, kind: 'section' },
  { id: 'teacher', message: appMessages.sectionTeacher, icon: SchoolOutlinedIcon, kind: 'group' },
];

export const ROUTES: readonly AppRoute[] = [
  {
    path: referencePaths.ministryDepartments,
    permission: 'ministry-department-view',
    level: 'MINISTRY',
    section: 'administrative-otv',
    message: ministryDepartmentMessages.title,
    menu: true,
    icon: AccountTreeOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "ministry-departments" */ '@/features/reference/pages/MinistryDepartmentsPage')),
  },
  {
    path: institutionsPaths.list,
    permission: 'institution-view',
    level: 'MINISTRY',
    section: 'administrative-otv',
    message: institutionMessages.title,
    menu: true,
    icon: CorporateFareOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "institutions-list" */ '@/features/institutions/pages/InstitutionsListPage')),
  },
  {
    path: institutionsPaths.add,
    permission: 'institution-add',
    level: 'MINISTRY',
    section: 'administrative-otv',
    message: institutionMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "institutions-add" */ '@/features/institutions/pages/InstitutionAddPage')),
  },
  {
    path: institutionsPaths.edit,
    permission: 'institution-edit',
    level: 'MINISTRY',
    section: 'administrative-otv',
    message: institutionMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "institutions-edit" */ '@/features/institutions/pages/InstitutionEditPage')),
  },
  {
    path: institutionsPaths.preview,
    permission: 'institution-view',
    level: 'MINISTRY',
    section: 'administrative-otv',
    message: institutionMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "institutions-preview" */ '@/features/institutions/pages/InstitutionPreviewPage')),
  },
  {
    path: staffPaths.list,
    permission: 'staff-view',
    level: 'INSTITUTION',
    section: 'administrative-tm',
    message: staffMessages.title,
    menu: true,
    icon: GroupsOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "staff-list" */ '@/features/staff/pages/StaffListPage')),
  },
  {
    path: staffPaths.add,
    permission: 'staff-add',
    level: 'INSTITUTION',
    section: 'administrative-tm',
    message: staffMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "staff-add" */ '@/features/staff/pages/StaffAddPage')),
  },
  {
    path: staffPaths.edit,
    permission: 'staff-edit',
    level: 'INSTITUTION',
    section: 'administrative-tm',
    message: staffMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "staff-edit" */ '@/features/staff/pages/StaffEditPage')),
  },
  {
    path: staffPaths.preview,
    permission: 'staff-view',
    level: 'INSTITUTION',
    section: 'administrative-tm',
    message: staffMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "staff-preview" */ '@/features/staff/pages/StaffPreviewPage')),
  },
  {
    path: staffPaths.teachers,
    permission: 'staff-view-teacher',
    level: 'INSTITUTION',
    section: 'administrative-tm',
    message: staffMessages.teachersTitle,
    menu: true,
    icon: CastForEducationOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "staff-teachers" */ '@/features/staff/pages/TeachersListPage')),
  },
  {
    path: institutionsPaths.own,
    permission: 'institution-view',
    level: 'INSTITUTION',
    section: 'institution-info',
    message: institutionMessages.ownTitle,
    menu: true,
    icon: DomainOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "institution-own" */ '@/features/institutions/pages/OwnInstitutionPage')),
  },
  {
    path: institutionsPaths.ownEdit,
    permission: 'institution-edit',
    level: 'INSTITUTION',
    section: 'institution-info',
    message: institutionMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "institution-own-edit" */ '@/features/institutions/pages/OwnInstitutionEditPage')),
  },
  // Education process, ministry level: only MINISTRY roles, although institution roles read the
  // catalogue and the model curricula through the API (edu-subject-view, curriculum-template-view).
  {
    path: subjectsPaths.list,
    permission: 'edu-subject-view',
    level: 'MINISTRY',
    section: 'edu-process-otv',
    message: subjectMessages.title,
    menu: true,
    icon: LibraryBooksOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "edu-subjects-list" */ '@/features/edu-catalogue/pages/SubjectsListPage')),
  },
  {
    path: subjectsPaths.add,
    permission: 'edu-subject-add',
    level: 'MINISTRY',
    section: 'edu-process-otv',
    message: subjectMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "edu-subjects-add" */ '@/features/edu-catalogue/pages/SubjectAddPage')),
  },
  {
    path: subjectsPaths.edit,
    permission: 'edu-subject-edit',
    level: 'MINISTRY',
    section: 'edu-process-otv',
    message: subjectMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "edu-subjects-edit" */ '@/features/edu-catalogue/pages/SubjectEditPage')),
  },
  {
    path: bundlesPaths.list,
    permission: 'bundle-subject-view',
    level: 'MINISTRY',
    section: 'edu-process-otv',
    message: bundleMessages.title,
    menu: true,
    icon: CollectionsBookmarkOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "subject-bundles-list" */ '@/features/edu-catalogue/pages/BundlesListPage')),
  },
  {
    path: bundlesPaths.add,
    permission: 'bundle-subject-add',
    level: 'MINISTRY',
    section: 'edu-process-otv',
    message: bundleMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "subject-bundles-add" */ '@/features/edu-catalogue/pages/BundleAddPage')),
  },
  {
    path: bundlesPaths.edit,
    permission: 'bundle-subject-edit',
    level: 'MINISTRY',
    section: 'edu-process-otv',
    message: bundleMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "subject-bundles-edit" */ '@/features/edu-catalogue/pages/BundleEditPage')),
  },
  {
    path: subjectTypesPaths.list,
    permission: 'edu-subject-view',
    level: 'MINISTRY',
    section: 'edu-process-otv',
    message: subjectTypeMessages.title,
    menu: true,
    icon: CategoryOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "edu-subject-types" */ '@/features/edu-catalogue/pages/SubjectTypesPage')),
  },
  {
    path: templatesPaths.list,
    permission: 'curriculum-template-view',
    level: 'MINISTRY',
    section: 'edu-process-otv',
    message: templateMessages.title,
    menu: true,
    icon: AssignmentOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "curriculum-templates-list" */ '@/features/edu-catalogue/pages/TemplatesListPage')),
  },
  {
    path: templatesPaths.add,
    permission: 'curriculum-template-add',
    level: 'MINISTRY',
    section: 'edu-process-otv',
    message: templateMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "curriculum-templates-add" */ '@/features/edu-catalogue/pages/TemplateAddPage')),
  },
  {
    path: templatesPaths.edit,
    permission: 'curriculum-template-edit',
    level: 'MINISTRY',
    section: 'edu-process-otv',
    message: templateMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "curriculum-templates-edit" */ '@/features/edu-catalogue/pages/TemplateEditPage')),
  },
  {
    path: referencePaths.departments,
    permission: 'institution-department-view',
    level: 'MINISTRY',
    section: 'administrative-otv',
    message: departmentMessages.title,
    menu: true,
    icon: GroupWorkOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "institution-departments" */ '@/features/reference/pages/DepartmentsPage')),
  },
  {
    path: referencePaths.positions,
    permission: 'institution-position-view',
    level: 'MINISTRY',
    section: 'administrative-otv',
    message: positionMessages.title,
    menu: true,
    icon: WorkOutlineOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "institution-positions" */ '@/features/reference/pages/PositionsPage')),
  },
  {
    path: staffPaths.otvList,
    permission: 'staff-view',
    level: 'MINISTRY',
    section: 'administrative-otv',
    message: staffMessages.title,
    menu: true,
    icon: GroupsOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "staff-otv-list" */ '@/features/staff/pages/OtvStaffListPage')),
  },
  {
    path: staffPaths.otvPreview,
    permission: 'staff-view',
    level: 'MINISTRY',
    section: 'administrative-otv',
    message: staffMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "staff-otv-preview" */ '@/features/staff/pages/OtvStaffPreviewPage')),
  },
  {
    path: staffPaths.otvTeachers,
    permission: 'staff-view-teacher',
    level: 'MINISTRY',
    section: 'administrative-otv',
    message: staffMessages.teachersTitle,
    menu: true,
    icon: CastForEducationOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "staff-otv-teachers" */ '@/features/staff/pages/OtvTeachersListPage')),
  },
  // The classifier is read at both levels; its add, edit and delete buttons need the ministry's permissions.
  {
    path: referencePaths.directions,
    permission: 'edu-direction-view',
    section: 'edu-process-otm',
    message: directionMessages.title,
    menu: true,
    icon: AltRouteOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "directions" */ '@/features/reference/pages/DirectionsPage')),
  },
  {
    path: curriculaPaths.list,
    permission: 'curriculum-view',
    level: 'INSTITUTION',
    section: 'edu-process-otm',
    message: curriculumMessages.title,
    menu: true,
    icon: EventNoteOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "curricula-list" */ '@/features/curricula/pages/CurriculumsListPage')),
  },
  {
    path: curriculaPaths.add,
    permission: 'curriculum-add',
    level: 'INSTITUTION',
    section: 'edu-process-otm',
    message: curriculumMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "curricula-add" */ '@/features/curricula/pages/CurriculumAddPage')),
  },
  {
    path: curriculaPaths.edit,
    permission: 'curriculum-edit',
    level: 'INSTITUTION',
    section: 'edu-process-otm',
    message: curriculumMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "curricula-edit" */ '@/features/curricula/pages/CurriculumEditPage')),
  },
  {
    path: curriculaPaths.preview,
    permission: 'curriculum-view',
    level: 'INSTITUTION',
    section: 'edu-process-otm',
    message: curriculumMessages.previewTitle,
    Component: lazy(() => import(/* webpackChunkName: "curricula-preview" */ '@/features/curricula/pages/CurriculumPreviewPage')),
  },
  {
    path: curriculaPaths.subjects,
    permission: 'curriculum-view',
    level: 'INSTITUTION',
    section: 'edu-process-otm',
    message: curriculumMessages.distributionTitle,
    Component: lazy(() => import(/* webpackChunkName: "curricula-subjects" */ '@/features/curricula/pages/CurriculumSubjectsPage')),
  },
  ...groupRoutes,
  ...studentRoutes,
  {
    path: classHoursPaths.list,
    permission: 'class-hour-view',
    section: 'edu-process-otm',
    message: classHourMessages.title,
    menu: true,
    icon: AccessTimeOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "class-hours" */ '@/features/class-hours/pages/ClassHoursPage')),
  },
  {
    path: buildingsPaths.list,
    permission: 'building-view',
    section: 'institution-info',
    message: buildingMessages.title,
    menu: true,
    icon: ApartmentOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "buildings-list" */ '@/features/institution-info/pages/BuildingsListPage')),
  },
  {
    path: buildingsPaths.add,
    permission: 'building-add',
    section: 'institution-info',
    message: buildingMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "buildings-add" */ '@/features/institution-info/pages/BuildingAddPage')),
  },
  {
    path: buildingsPaths.edit,
    permission: 'building-edit',
    section: 'institution-info',
    message: buildingMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "buildings-edit" */ '@/features/institution-info/pages/BuildingEditPage')),
  },
  {
    path: roomsPaths.list,
    permission: 'room-view',
    section: 'institution-info',
    message: roomMessages.title,
    menu: true,
    icon: MeetingRoomOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "rooms-list" */ '@/features/institution-info/pages/RoomsListPage')),
  },
  {
    path: roomsPaths.add,
    permission: 'room-add',
    section: 'institution-info',
    message: roomMessages.addTitle,
    Component: lazy(() => import(/* webpackChunkName: "rooms-add" */ '@/features/institution-info/pages/RoomAddPage')),
  },
  {
    path: roomsPaths.edit,
    permission: 'room-edit',
    section: 'institution-info',
    message: roomMessages.editTitle,
    Component: lazy(() => import(/* webpackChunkName: "rooms-edit" */ '@/features/institution-info/pages/RoomEditPage')),
  },
  {
    path: usersPaths.list,
    permission: 'user-view',
    section: 'management',
    message: appMessages.users,
    menu: true,
    icon: ManageAccountsOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "users-list" */ '@/features/users/pages/UsersListPage')),
  },
  {
    path: usersPaths.add,
    permission: 'user-add',
    section: 'management',
    message: appMessages.usersAdd,
    Component: lazy(() => import(/* webpackChunkName: "users-add" */ '@/features/users/pages/UserAddPage')),
  },
  {
    path: usersPaths.edit,
    permission: 'user-edit',
    section: 'management',
    message: appMessages.usersEdit,
    Component: lazy(() => import(/* webpackChunkName: "users-edit" */ '@/features/users/pages/UserEditPage')),
  },
  {
    path: usersPaths.preview,
    permission: 'user-view',
    section: 'management',
    message: appMessages.usersPreview,
    Component: lazy(() => import(/* webpackChunkName: "users-preview" */ '@/features/users/pages/UserPreviewPage')),
  },
  {
    path: rolesPaths.list,
    permission: 'role-view',
    section: 'management',
    message: appMessages.role,
    menu: true,
    icon: BadgeOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "roles-list" */ '@/features/roles/pages/RolesListPage')),
  },
  {
    path: rolesPaths.add,
    permission: 'role-add',
    section: 'management',
    message: appMessages.roleAdd,
    Component: lazy(() => import(/* webpackChunkName: "roles-add" */ '@/features/roles/pages/RoleAddPage')),
  },
  {
    path: auditPaths.list,
    permission: 'audit-view',
    section: 'management',
    message: appMessages.auditLog,
    menu: true,
    icon: ManageHistoryOutlinedIcon,
    Component: lazy(() => import(/* webpackChunkName: "audit-log" */ '@/features/audit/pages/AuditLogPage')),
  },
];

export function canAccess(route: Pick<AppRoute, 'permission' | 'level'>, access: Access): boolean {
  if (!access.permissions.has(route.permission)) return false;
  return !route.level || route.level === access.level;
}

/** The routes the router registers for the current role. */
export function registeredRoutes(routes: readonly AppRoute[], access: Access): AppRoute[] {
  return routes.filter((route) => canAccess(route, access));
}

export interface MenuSection {
  section: Section;
  items: AppRoute[];
}

/** Sidebar sections in table order; a section with no visible item is left out. */
export function buildMenu(sections: readonly Section[], routes: readonly AppRoute[], access: Access): MenuSection[] {
  return sections
    .map((section) => ({
      section,
      items: routes.filter((route) => route.menu && route.section === section.id && canAccess(route, access)),
    }))
    .filter((entry) => entry.items.length > 0);
}

/** Whether a path belongs to the authenticated area at all (to send a visitor to /login). */
export function isPrivatePath(pathname: string, routes: readonly AppRoute[] = ROUTES): boolean {
  return pathname === '/' || routes.some((route) => matchPath(route.path, pathname) !== null);
}
