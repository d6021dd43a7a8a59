export const auditPaths = {
  list: '/management/audit-log',
} as const;
