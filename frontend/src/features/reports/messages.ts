import { defineMessageIds } from '@/messages/define';

export const reportMessages = defineMessageIds({
  title: { id: 'report.title' },
  valid: { id: 'report.valid' },
  notFound: { id: 'report.notFound' },
  kind: { id: 'report.field.kind' },
  fullName: { id: 'report.field.fullName' },
  series: { id: 'report.field.series' },
  institution: { id: 'report.field.institution' },
  direction: { id: 'report.field.direction' },
  qualification: { id: 'report.field.qualification' },
  issuedAt: { id: 'report.field.issuedAt' },
  DIPLOMA: { id: 'report.kind.DIPLOMA' },
  APPENDIX: { id: 'report.kind.APPENDIX' },
  CERTIFICATE: { id: 'report.kind.CERTIFICATE' },
  duplicate: { id: 'report.duplicate' },
});
