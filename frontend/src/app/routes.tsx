/**
 * The shell composes the authenticated screens: each feature declares its routes and sidebar
 * items in its own `routes.tsx` (see AppRoute in lib/routes); here are only the sidebar's sections
 * and the order the features are read in. A new screen is an entry in its feature's routes.
 */
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import StoreOutlinedIcon from '@mui/icons-material/StoreOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MessageDescriptor } from 'react-intl';
import { matchPath } from 'react-router-dom';
import { accountRoutes } from '@/features/account/routes';
import { auditRoutes } from '@/features/audit/routes';
import { classHourRoutes } from '@/features/class-hours/routes';
import { curriculumRoutes } from '@/features/curricula/routes';
import { eduCatalogueRoutes } from '@/features/edu-catalogue/routes';
import { graduateRoutes } from '@/features/graduates/routes';
import { groupRoutes } from '@/features/groups/routes';
import { institutionInfoRoutes } from '@/features/institution-info/routes';
import { institutionRoutes } from '@/features/institutions/routes';
import { journalRoutes, teacherJournalRoutes } from '@/features/journal/routes';
import { orderRoutes } from '@/features/orders/routes';
import { portalRoutes } from '@/features/portal/routes';
import { financeRoutes } from '@/features/finance/routes';
import { referenceRoutes } from '@/features/reference/routes';
import { reportRoutes } from '@/features/reports/routes';
import { roleRoutes } from '@/features/roles/routes';
import { scheduleRoutes, teacherModuleRoutes } from '@/features/schedule/routes';
import { myPublicationRoutes, scienceRoutes } from '@/features/science/routes';
import { staffRoutes } from '@/features/staff/routes';
import { studentRoutes } from '@/features/students/routes';
import { userRoutes } from '@/features/users/routes';
import { PORTAL_PERMISSION, type Access } from '@/lib/access';
import { canAccess, type AppRoute, type OwnRoute, type SectionId } from '@/lib/routes';
import { appMessages } from './messages';

export { canAccess, type AppRoute, type OwnRoute, type SectionId };

export interface Section {
  id: SectionId;
  message: MessageDescriptor;
  icon: SvgIconComponent;
  /** A group is shown as one collapsible entry (the teacher module). */
  kind: 'section' | 'group';
}

export const SECTIONS: readonly Section[] = [
  { id: 'administrative-otv', message: appMessages.sectionAdministrativeOtv, icon: AccountBalanceOutlinedIcon, kind: 'section' },
  { id: 'administrative-tm', message: appMessages.sectionAdministrativeTm, icon: BusinessCenterOutlinedIcon, kind: 'section' },
  { id: 'edu-process-otv', message: appMessages.sectionEduProcessOtv, icon: AutoStoriesOutlinedIcon, kind: 'section' },
  { id: 'edu-process-otm', message: appMessages.sectionEduProcessOtm, icon: MenuBookOutlinedIcon, kind: 'section' },
  { id: 'institution-info', message: appMessages.sectionInstitutionInfo, icon: StoreOutlinedIcon, kind: 'section' },
  { id: 'science', message: appMessages.sectionScience, icon: ScienceOutlinedIcon, kind: 'section' },
  { id: 'finance', message: appMessages.sectionFinance, icon: PaymentsOutlinedIcon, kind: 'section' },
  { id: 'management', message: appMessages.sectionManagement, icon: AdminPanelSettingsOutlinedIcon, kind: 'section' },
  { id: 'reports', message: appMessages.sectionReports, icon: AssessmentOutlinedIcon, kind: 'section' },
  { id: 'teacher', message: appMessages.sectionTeacher, icon: SchoolOutlinedIcon, kind: 'group' },
];

export const ROUTES: readonly AppRoute[] = [
  ...referenceRoutes,
  ...institutionRoutes,
  ...staffRoutes,
  ...eduCatalogueRoutes,
  ...curriculumRoutes,
  ...groupRoutes,
  ...journalRoutes,
  ...scheduleRoutes,
  ...studentRoutes,
  ...orderRoutes,
  ...graduateRoutes,
  ...classHourRoutes,
  ...institutionInfoRoutes,
  ...userRoutes,
  ...roleRoutes,
  ...auditRoutes,
  ...reportRoutes,
  ...teacherJournalRoutes,
  ...teacherModuleRoutes,
  ...scienceRoutes,
  ...financeRoutes,
  ...myPublicationRoutes,
  ...portalRoutes,
];

/** The screens of the user's own account, registered for every signed-in user whatever the role. */
export const OWN_ROUTES: readonly OwnRoute[] = [...accountRoutes];

/** The routes the router registers for the current role. */
export function registeredRoutes(routes: readonly AppRoute[], access: Access): AppRoute[] {
  return routes.filter((route) => canAccess(route, access));
}

export interface MenuSection {
  section: Section;
  items: AppRoute[];
}

/** Sidebar sections in their order, items by their `order` within; a section with no visible item is left out. */
export function buildMenu(sections: readonly Section[], routes: readonly AppRoute[], access: Access): MenuSection[] {
  return sections
    .map((section) => ({
      section,
      items: routes
        .filter((route) => route.menu && route.section === section.id && canAccess(route, access))
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
    }))
    .filter((entry) => entry.items.length > 0);
}

/**
 * Whether the role uses the portal (a student's or a parent's screens with their own layout) rather
 * than the staff sidebar: it holds the portal's permission and no other that opens a staff screen.
 */
export function usesPortal(routes: readonly AppRoute[], access: Access): boolean {
  return access.permissions.has(PORTAL_PERMISSION) && registeredRoutes(routes, access).every((route) => route.section === 'portal');
}

/** The portal's bottom navigation: its screens the role may open, in their order. */
export function buildPortalMenu(routes: readonly AppRoute[], access: Access): AppRoute[] {
  return routes.filter((route) => route.section === 'portal' && route.menu && canAccess(route, access)).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** Whether a path belongs to the authenticated area at all (to send a visitor to /login). */
export function isPrivatePath(pathname: string, routes: readonly AppRoute[] = ROUTES, own: readonly OwnRoute[] = OWN_ROUTES): boolean {
  return pathname === '/' || [...routes, ...own].some((route) => matchPath(route.path, pathname) !== null);
}
