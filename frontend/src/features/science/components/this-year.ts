/** The calendar year in Uzbekistan (UTC+5), which forms and reports default to. */
export function thisYear(now: Date = new Date()): number {
  return new Date(now.getTime() + 5 * 3600_000).getUTCFullYear();
}

/** The years a filter offers: next year back to ten years ago. */
export function recentYears(now: Date = new Date()): number[] {
  const year = thisYear(now);
  return Array.from({ length: 12 }, (_, index) => year + 1 - index);
}
