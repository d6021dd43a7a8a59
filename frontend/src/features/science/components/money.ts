/**
 * Money as the area keeps it: whole minor units (tiyin for the so‘m), typed and shown in major
 * units with up to two decimals, never through a floating-point sum.
 */
/** "250 000 000,50" or "250000000.5" → 25000000050; null for anything that is not an amount. */
export function parseMinor(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 25000000050 → "250000000,50" as a form shows it for editing (no grouping, comma decimals). */
export function minorToText(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole},${String(cents).padStart(2, '0')}`;
}

export { formatMinor } from '@/lib/format';
