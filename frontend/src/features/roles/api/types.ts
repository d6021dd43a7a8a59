import type { Level, Multilingual } from '@/api/types';

export interface Role {
  id: number;
  name: string;
  permissions: string[];
  level: Level;
  is_system: boolean;
  version: number;
}

export interface RoleWrite {
  name: string;
  permissions: string[];
  level: Level;
  version?: number;
}

export interface Permission {
  code: string;
  group: string;
  group_name: Multilingual;
  name: Multilingual;
}

export const roleKeys = {
  all: ['roles'] as const,
  list: (params: object) => ['roles', 'list', params] as const,
};
