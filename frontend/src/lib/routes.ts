/**
 * The shape of an authenticated screen, as each feature declares its own in `routes.tsx` and the
 * shell (app/routes.tsx) composes them: the route names its permission (and, for screens that
 * exist at both levels, the role level), its sidebar section and its title. The router registers
 * a route and the sidebar shows its item only when the current role holds that permission, so the
 * two cannot disagree.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { Level } from '@/api/types';
import type { Access, AnyPermission } from './access';

export type SectionId =
  | 'administrative-otv'
  | 'administrative-tm'
  | 'edu-process-otv'
  | 'edu-process-otm'
  | 'institution-info'
  | 'management'
  | 'reports'
  | 'teacher'
  | 'science'
  | 'finance'
  /** The students' and parents' screens: a bottom navigation of their own, never the sidebar. */
  | 'portal';

export interface AppRoute {
  path: string;
  permission: AnyPermission;
  level?: Level;
  /** A second way in: at this level, with this permission (the reports: institution-view for the ministry, curriculum-view for an institution). */
  orAt?: { level: Level; permission: AnyPermission };
  section: SectionId;
  message: MessageDescriptor;
  /** Shown as a sidebar item; add, edit and preview pages are reached from their lists. */
  menu?: boolean;
  /**
   * The item's place among its section's items (smaller first), as sections gather the items of
   * several features; items without one keep the order the shell composes them in.
   */
  order?: number;
  icon?: SvgIconComponent;
  /** The page, loaded lazily: a feature's pages share one chunk named after the feature. */
  Component: LazyExoticComponent<ComponentType>;
}

export function canAccess(route: Pick<AppRoute, 'permission' | 'level' | 'orAt'>, access: Access): boolean {
  const granted = (permission: AnyPermission, level: Level | undefined) =>
    access.permissions.has(permission) && (!level || level === access.level);
  return granted(route.permission, route.level) || (route.orAt !== undefined && granted(route.orAt.permission, route.orAt.level));
}

/**
 * A screen of the signed-in user's own account (the password, the sessions): every role opens it,
 * from the profile menu rather than the sidebar, so it names no permission and no section.
 */
export interface OwnRoute {
  path: string;
  message: MessageDescriptor;
  Component: LazyExoticComponent<ComponentType>;
}
