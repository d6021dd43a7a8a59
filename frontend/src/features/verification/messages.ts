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

/** The public page of an order; its kinds and states read as the orders' screens write them. */
export const orderReportMessages = defineMessageIds({
  title: { id: 'verification.order.title' },
  genuine: { id: 'verification.order.genuine' },
  number: { id: 'orders.number' },
  date: { id: 'orders.date' },
  kind: { id: 'orders.kind' },
  state: { id: 'orders.state' },
  students: { id: 'orders.students' },
  kindADMISSION: { id: 'orders.kind.ADMISSION' },
  kindTRANSFER: { id: 'orders.kind.TRANSFER' },
  kindACADEMIC_LEAVE: { id: 'orders.kind.ACADEMIC_LEAVE' },
  kindRETURN_FROM_LEAVE: { id: 'orders.kind.RETURN_FROM_LEAVE' },
  kindEXPULSION: { id: 'orders.kind.EXPULSION' },
  kindREINSTATEMENT: { id: 'orders.kind.REINSTATEMENT' },
  kindPROMOTION: { id: 'orders.kind.PROMOTION' },
  kindREPEAT_YEAR: { id: 'orders.kind.REPEAT_YEAR' },
  kindGRADUATION: { id: 'orders.kind.GRADUATION' },
  kindSCHOLARSHIP: { id: 'orders.kind.SCHOLARSHIP' },
  stateDRAFT: { id: 'orders.state.DRAFT' },
  stateAPPLIED: { id: 'orders.state.APPLIED' },
  stateCANCELLED: { id: 'orders.state.CANCELLED' },
});

export const contractReportMessages = defineMessageIds({
  title: { id: 'verification.contract.title' },
  genuine: { id: 'verification.contract.genuine' },
  number: { id: 'finance.contract.number' },
  date: { id: 'finance.contract.date' },
  academicYear: { id: 'finance.academicYear' },
  academicYearValue: { id: 'finance.academicYear.value' },
  kind: { id: 'finance.contract.kind' },
  state: { id: 'finance.contract.state' },
  student: { id: 'finance.contract.student' },
  kindSTANDARD: { id: 'finance.kind.STANDARD' },
  kindRAISED: { id: 'finance.kind.RAISED' },
  kindSUPER: { id: 'finance.kind.SUPER' },
  kindFOREIGN: { id: 'finance.kind.FOREIGN' },
  stateACTIVE: { id: 'finance.state.ACTIVE' },
  stateENDED: { id: 'finance.state.ENDED' },
});
