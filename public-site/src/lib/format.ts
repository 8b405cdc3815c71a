import { formatNumber } from '@ckb/design-system';

/** SPEC §9: ratings are shown as x/10. */
export const formatRating = (rating: number | string | null | undefined): string | null => {
  const n = typeof rating === 'string' ? Number(rating) : rating;
  if (n == null || !Number.isFinite(n)) return null;
  return `${formatNumber(n, { maximumFractionDigits: 1 })}/${formatNumber(10)}`;
};

/** A count or amount only when the api gave a real number. */
export const hasNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
