import { StatusTag, type TagTone } from '@/components/list/StatusTag';
import type { Confirmation, Verification } from '../api/types';
import { useScienceLabels } from './labels';

const VERIFICATION_TONES: Record<Verification, TagTone> = { PENDING: 'warning', VERIFIED: 'success', REJECTED: 'error' };

/** The office's verification of a publication: waiting, verified or returned. */
export function VerificationTag({ value }: { value: Verification }) {
  const labels = useScienceLabels();
  return <StatusTag status={value} label={labels.verification(value)} tone={VERIFICATION_TONES[value]} />;
}

/** A staff author's confirmation of their authorship. */
export function ConfirmationTag({ value }: { value: Confirmation }) {
  const labels = useScienceLabels();
  return <StatusTag status={value} label={labels.confirmation(value)} tone={value === 'CONFIRMED' ? 'success' : 'warning'} />;
}
