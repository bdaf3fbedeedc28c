/** What several languages' words share. */

/** The Russian and Ukrainian plural: 1 карта, 2 карты, 5 карт (21 карта, 12 карт). */
export function plural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (units === 1 && tens !== 11) return one;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}
