import { afterEach, describe, expect, it, vi } from 'vitest';
import { composeSoraniDate, formatDate, formatMoney, formatNumber, formatSize, hasSoraniLocale } from './format.ts';

/** Chromium's ICU has no `ckb`: pretend so, to run the fallback path in Node. */
const withoutSorani = () => vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('formatNumber', () => {
  it('writes Arabic-Indic digits with Sorani separators', () => {
    expect(formatNumber(1234567.5)).toBe('١٬٢٣٤٬٥٦٧٫٥');
    expect(formatNumber(0)).toBe('٠');
  });

  it('passes Intl options through (a year has no grouping)', () => {
    expect(formatNumber(2025, { useGrouping: false })).toBe('٢٠٢٥');
    expect(formatNumber(8.25, { maximumFractionDigits: 1 })).toBe('٨٫٣');
  });

  it('writes whole numbers by hand exactly as Intl does (the fast path of counts, pages and years)', async () => {
    const intl = new Intl.NumberFormat(['ckb', 'ar'], { numberingSystem: 'arab' });
    const year = new Intl.NumberFormat(['ckb', 'ar'], { numberingSystem: 'arab', useGrouping: false });
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 12345, 999999, 1000000, 1234567, Number.MAX_SAFE_INTEGER];
    const expected = values.map((value) => [intl.format(value), year.format(value)]);
    // A fresh module (no formatter made yet), watched for any Intl.NumberFormat it makes.
    vi.resetModules();
    const fresh = (await import('./format.ts')).formatNumber;
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    } as unknown as typeof Real);
    expect(values.map((value) => [fresh(value), fresh(value, { useGrouping: false })])).toEqual(expected);
    expect(made).not.toHaveBeenCalled();
    // anything else still goes to Intl: negatives, fractions, other options
    expect(fresh(-1234)).toBe(intl.format(-1234));
    expect(fresh(12.5)).toBe(intl.format(12.5));
    expect(made).toHaveBeenCalled();
    made.mockRestore();
  });
});

describe('formatDate', () => {
  it('writes a long Sorani date', () => {
    expect(formatDate('2025-03-21')).toBe('٢١ی ئازاری ٢٠٢٥');
    expect(formatDate(new Date(Date.UTC(2012, 6, 21, 12)), { timeZone: 'UTC' })).toBe('٢١ی تەمووزی ٢٠١٢');
  });

  it('does not move a calendar date (date_publish) into the previous day west of UTC', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(new Date('2025-03-21').getDate()).toBe(20); // what a naive formatter would print
    expect(formatDate('2025-03-21')).toBe('٢١ی ئازاری ٢٠٢٥');
  });

  it('returns unparseable text unchanged instead of "Invalid Date"', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(Number.NaN)).toBe('');
  });

  it('composes the same text as ICU ckb for every month when the engine lacks ckb', () => {
    expect(hasSoraniLocale()).toBe(true); // Node ships full ICU: the reference
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2024 + (month % 3), month, day));
        const native = new Intl.DateTimeFormat('ckb', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
        expect(composeSoraniDate(date, 'UTC')).toBe(native);
      }
    }
  });

  it('uses the composed date when ckb is missing', () => {
    withoutSorani();
    expect(hasSoraniLocale()).toBe(false);
    expect(formatDate('2016-08-26')).toBe('٢٦ی ئابی ٢٠١٦');
  });
});

describe('formatMoney', () => {
  it('puts a dollar sign after the amount, without cents for whole dollars', () => {
    expect(formatMoney(1500000)).toBe('١٬٥٠٠٬٠٠٠\u00a0$');
    expect(formatMoney(12.5)).toBe('١٢٫٥٠\u00a0$');
  });

  it('gives the same text with and without ckb data', () => {
    const values = [0, 7, 1500000, 12.5, 99.99, 250000000];
    const native = values.map((v) => formatMoney(v));
    withoutSorani();
    expect(values.map((v) => formatMoney(v))).toEqual(native);
  });

  it('accepts numeric strings and leaves other text alone', () => {
    expect(formatMoney('2500')).toBe('٢٬٥٠٠\u00a0$');
    expect(formatMoney('unknown')).toBe('unknown');
    expect(formatMoney('')).toBe('');
  });
});

describe('formatSize', () => {
  it('writes sizes in Sorani, in kilobytes under a megabyte and megabytes from one', () => {
    expect(formatSize(100)).toBe('١ کیلۆبایت');
    expect(formatSize(66 * 1024)).toBe('٦٦ کیلۆبایت');
    expect(formatSize(1.5 * 1024 * 1024)).toBe('١٫٥ مێگابایت');
    expect(formatSize(3 * 1024 * 1024)).toBe('٣ مێگابایت');
  });
});
