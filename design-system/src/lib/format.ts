/**
 * Numbers, dates and money for the Sorani UI, through `Intl` with the `ckb` locale.
 *
 * Node's full ICU knows `ckb`; Chromium's trimmed ICU does not and silently falls back to the
 * browser's default (`1,234` / `March 21, 2025`). So numbers always ask for the Arabic-Indic
 * numbering system explicitly (both engines then print `١٬٢٣٤`), and where `ckb` is missing, dates
 * and money are composed from the same CLDR `ckb` patterns: both engines print the same text.
 */

const LOCALE = 'ckb';
/** Used only for the digits and separators when `ckb` itself is missing; its `arab` symbols match ckb's. */
const LOCALES = [LOCALE, 'ar'];

/** Whether this engine's ICU has Sorani data (Node: yes; Chromium: no). */
export const hasSoraniLocale = (): boolean => Intl.DateTimeFormat.supportedLocalesOf(LOCALE).length > 0;

const numberFormats = new Map<string, Intl.NumberFormat>();

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
/** CLDR's `arab` grouping separator (U+066C), as Intl prints it in both engines. */
const ARABIC_GROUP = '\u066C';

/**
 * Whole non-negative numbers with no options (or only `useGrouping: false`) — every count, rank, page and
 * year the pages print — written digit by digit, as Intl writes them. Making the first `Intl.NumberFormat`
 * costs a phone tens of milliseconds (ICU resolves the locales), and the takeover of a drawn page made two
 * of them (the footer's year, the hero's counter) inside one task. Anything else goes to Intl.
 */
function plainInteger(value: number, options: Intl.NumberFormatOptions): string | null {
  const keys = Object.keys(options);
  const grouping = keys.length === 0;
  if (!grouping && !(keys.length === 1 && options.useGrouping === false)) return null;
  if (!Number.isSafeInteger(value) || value < 0) return null;
  const digits = String(value);
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (grouping && i > 0 && (digits.length - i) % 3 === 0) out += ARABIC_GROUP;
    out += ARABIC_DIGITS[digits.charCodeAt(i) - 48];
  }
  return out;
}

/** `1234567.5` -> `١٬٢٣٤٬٥٦٧٫٥`. Options are Intl's (pass `{ useGrouping: false }` for years). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const plain = plainInteger(value, options);
  if (plain !== null) return plain;
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES, { numberingSystem: 'arab', ...options });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** CLDR `ckb` month names (Gregorian calendar, format context). */
export const SORANI_MONTHS = [
  'کانوونی دووەم',
  'شوبات',
  'ئازار',
  'نیسان',
  'ئایار',
  'حوزەیران',
  'تەمووز',
  'ئاب',
  'ئەیلوول',
  'تشرینی یەکەم',
  'تشرینی دووەم',
  'کانونی یەکەم',
] as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  return new Date(value);
}

/** Sorani long date composed by hand, as CLDR `ckb` writes it: `d'ی' MMMM'ی' y` (`٢١ی ئازاری ٢٠٢٥`). */
export function composeSoraniDate(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-u-nu-latn', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const month = SORANI_MONTHS[part('month') - 1] ?? '';
  return `${formatNumber(part('day'))}ی ${month}ی ${formatNumber(part('year'), { useGrouping: false })}`;
}

/**
 * A calendar date in Sorani: `2025-03-21` -> `٢١ی ئازاری ٢٠٢٥`. Date-only strings (the api's
 * `date_publish`) are calendar days and are not shifted by the viewer's time zone. An unparseable
 * string is returned unchanged, so a page never shows "Invalid Date".
 */
export function formatDate(value: Date | string | number, options: { timeZone?: string } = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const timeZone = options.timeZone ?? (typeof value === 'string' && DATE_ONLY.test(value) ? 'UTC' : undefined);
  if (!hasSoraniLocale()) return composeSoraniDate(date, timeZone);
  return new Intl.DateTimeFormat(LOCALE, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    numberingSystem: 'arab',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/**
 * US dollars with a `$` (SPEC: budget and revenue "with a dollar sign"), after the number as in CLDR
 * `ckb` (`#,##0.00 ¤`), cents only when there are any: `1500000` -> `١٬٥٠٠٬٠٠٠ $`.
 * Numeric strings are accepted (form values); anything else is returned unchanged.
 */
export function formatMoney(value: number | string): string {
  const amount = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'string' && (value.trim() === '' || Number.isNaN(amount))) return value;
  if (!Number.isFinite(amount)) return '';
  if (hasSoraniLocale()) {
    return new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      numberingSystem: 'arab',
      trailingZeroDisplay: 'stripIfInteger',
    }).format(amount);
  }
  const digits = Number.isInteger(amount)
    ? { maximumFractionDigits: 0 }
    : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return `${formatNumber(amount, digits)}\u00a0$`;
}

/** A size in bytes, in Sorani: kilobytes under a megabyte (`٦٦ کیلۆبایت`), megabytes from one (`١٫٥ مێگابایت`). */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} مێگابایت`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} کیلۆبایت`;
}
