import { defineMessageIds } from '@/messages/define';

export const verificationMessages = defineMessageIds({
  title: { id: 'verification.title' },
  genuine: { id: 'verification.genuine' },
  revoked: { id: 'verification.revoked' },
  unknown: { id: 'verification.unknown' },
  unknownDetail: { id: 'verification.unknownDetail' },
  failed: { id: 'verification.failed' },
  kind: { id: 'verification.kind' },
  number: { id: 'verification.number' },
  holder: { id: 'verification.holder' },
  institution: { id: 'verification.institution' },
  direction: { id: 'verification.direction' },
  qualification: { id: 'verification.qualification' },
  year: { id: 'verification.year' },
  issuedAt: { id: 'verification.issuedAt' },
  duplicate: { id: 'verification.duplicate' },
  duplicateOf: { id: 'verification.duplicateOf' },
  duplicates: { id: 'verification.duplicates' },
  no: { id: 'verification.no' },
});

export const verifiedKindMessages = defineMessageIds({
  DIPLOMA: { id: 'verification.kind.DIPLOMA' },
  APPENDIX: { id: 'verification.kind.APPENDIX' },
  CERTIFICATE: { id: 'verification.kind.CERTIFICATE' },
  TRANSCRIPT: { id: 'verification.kind.TRANSCRIPT' },
  REFERENCE: { id: 'verification.kind.REFERENCE' },
});
