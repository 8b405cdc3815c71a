import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatDate, formatMoney, formatNumber, hasSoraniLocale } from './format.ts';

/**
 * The Intl helpers as Chromium prints them. Chromium's ICU has no `ckb`, so this story checks that
 * the fallback gives the same text as Node's full ICU (see format.test.ts).
 */
function FormatTable() {
  const rows: Array<[string, string]> = [
    ['formatNumber(1234567.5)', formatNumber(1234567.5)],
    ['formatNumber(2025, { useGrouping: false })', formatNumber(2025, { useGrouping: false })],
    ["formatDate('2025-03-21')", formatDate('2025-03-21')],
    ["formatDate('2012-12-01')", formatDate('2012-12-01')],
    ['formatMoney(1500000)', formatMoney(1500000)],
    ['formatMoney(12.5)', formatMoney(12.5)],
  ];
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: '0.5rem' }}>
        ckb ICU data: {hasSoraniLocale() ? 'yes' : 'no (composed fallback)'}
      </caption>
      <tbody>
        {rows.map(([call, out]) => (
          <tr key={call}>
            <th scope="row" dir="ltr" style={{ textAlign: 'start', padding: '0.25rem 1rem', fontWeight: 400 }}>
              <code>{call}</code>
            </th>
            <td style={{ padding: '0.25rem 1rem' }} data-call={call}>
              {out}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = { title: 'Foundations/Format', component: FormatTable } satisfies Meta<typeof FormatTable>;
export default meta;

export const InTheBrowser: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const out = (call: string) => canvasElement.querySelector(`[data-call="${call}"]`)?.textContent;
    await expect(out('formatNumber(1234567.5)')).toBe('١٬٢٣٤٬٥٦٧٫٥');
    await expect(out('formatNumber(2025, { useGrouping: false })')).toBe('٢٠٢٥');
    await expect(out("formatDate('2025-03-21')")).toBe('٢١ی ئازاری ٢٠٢٥');
    await expect(out("formatDate('2012-12-01')")).toBe('١ی کانونی یەکەمی ٢٠١٢');
    await expect(out('formatMoney(1500000)')).toBe('١٬٥٠٠٬٠٠٠\u00a0$');
    await expect(out('formatMoney(12.5)')).toBe('١٢٫٥٠\u00a0$');
  },
};
