const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** "12.4K subscribers"; empty when the platform hides the count. */
export function formatSubscribers(count: string | number | undefined | null): string {
  const value = Number(count);
  if (count === undefined || count === null || count === '' || !Number.isFinite(value)) return '';
  return `${compact.format(value)} ${value === 1 ? 'subscriber' : 'subscribers'}`;
}

export const formatPrice = (cents: number): string => (cents / 100).toFixed(2);
