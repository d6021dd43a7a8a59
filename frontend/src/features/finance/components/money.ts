/** So‘m as typed in a form, to and from whole tiyin. */

/** "12 500 000", "12500000,50" or "1.5" so‘m → tiyin; null for anything else (negative, three decimals, letters). */
export function parseSoum(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Tiyin → "12500000" or "12500000,5" for a form's field. */
export function soumText(tiyin: number): string {
  const whole = Math.trunc(tiyin / 100);
  const cents = tiyin % 100;
  return cents === 0 ? String(whole) : `${whole},${String(cents).padStart(2, '0')}`;
}
