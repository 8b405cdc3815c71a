import { expect, expectAccessible, test } from '../../fixtures.ts';
import { ckb, signIn } from './helpers.ts';

/**
 * The works lists at scale: an admin finds three series by a title typed on an Arabic keyboard (the Sorani
 * normalizer: «كيمي» finds «کیمی»), hides all three with one question naming the count, and the public list no
 * longer has them; a column sorts the list, the sort is in the URL and a reload keeps it. At both sizes, with axe.
 */

const tag = () => `${test.info().testId.slice(0, 6)}${test.info().repeatEachIndex}${test.info().retry}`;

for (const size of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('bulk-hide three works found through the normalizer; sort by a column kept in the URL', async ({
      page,
      api,
    }) => {
      test.setTimeout(120_000);
      const token = await api.login();
      const word = `zq${tag()}${size.name}`;
      const made = [];
      for (const n of ['A', 'B', 'C'])
        made.push(await api.createSeries({ en: `${word} ${n}`, ku: `کیمی ${word} ${n}` }, token));
      const ids = made.map((s) => s._id);

      await signIn(page);
      await page.goto('/admin/series');
      // typed on an Arabic keyboard: Arabic yeh and kaf
      await page.getByRole('searchbox', { name: 'گەڕان بە ناو' }).fill(`كيمي ${word}`);
      await expect(page).toHaveURL(/q=/);
      const table = page.getByRole('table', { name: 'زنجیرە ئەنیمییەکان' });
      await expect(table.getByRole('rowheader')).toHaveCount(3);

      await page.getByRole('checkbox', { name: 'هەڵبژاردنی هەموو بەرهەمەکانی ئەم پەڕەیە' }).check();
      const bar = page.getByRole('region', { name: 'کار لەسەر هەڵبژێردراوەکان' });
      await expect(bar).toContainText(`${ckb(3)} هەڵبژێردراو`);
      await expectAccessible(page, `the series list with three chosen (${size.name})`);
      await bar.getByRole('button', { name: 'شاردنەوە' }).click();
      const dialog = page.getByRole('dialog', { name: `دڵنیایت دەتەوێت ${ckb(3)} بەرهەم بشاریتەوە؟` });
      await dialog.getByRole('button', { name: 'بەڵێ' }).click();
      await expect(page.getByText(`${ckb(3)} بەرهەم شاردرایەوە`)).toBeVisible();
      await expect(table.getByText('شاراوەیە')).toHaveCount(3);

      // the public no longer lists them
      const pub = await api.call<{ data: { pagination_info: { results: { _id: string }[] } } }>(
        'GET',
        '/series?limit=100&select=_id',
      );
      expect(pub.body.data.pagination_info.results.filter((s) => ids.includes(s._id))).toEqual([]);
      await page.goto('/series');
      await expect(page.getByText(`${word} A`)).toHaveCount(0);

      // sort by title: in the URL, kept by a reload
      await page.goto(`/admin/series?q=${encodeURIComponent(word)}`);
      const nameHeader = page.getByRole('columnheader', { name: /ناو/ });
      await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
      await nameHeader.getByRole('button').click();
      await expect(page).toHaveURL(/sort=title&order=asc/);
      await expect(table.getByRole('rowheader').first()).toContainText(`${word} A`);
      await nameHeader.getByRole('button').press('Enter');
      await expect(page).toHaveURL(/sort=title&order=desc/);
      await page.reload();
      await expect(page.getByRole('columnheader', { name: /ناو/ })).toHaveAttribute('aria-sort', 'descending');
      await expect(table.getByRole('rowheader').first()).toContainText(`${word} C`);
      await expectAccessible(page, `the series list sorted by title (${size.name})`);
      await page.screenshot({ path: `/work/shots/lists/e2e-bulk-${size.name}.png`, fullPage: true });

      for (const id of ids) await api.call('DELETE', `/series/${id}`, undefined, token);
    });
  });
}
