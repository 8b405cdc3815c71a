import { DESKTOP, PHONE, expect, expectAccessible, test, watchConsole } from '../../fixtures.ts';
import { realErrors } from '../public/helpers.ts';
import { chapterPage, ckb, signIn } from './helpers.ts';

/**
 * A chapter's pages as pictures, at both sizes: five pages uploaded, two chosen by the boxes on their
 * thumbnails, a question that shows those two pictures with their numbers, and through the api the three
 * others left in their order, numbered 1..3 again. Then one more by its own quiet bin.
 */

type Answer = {
  data: {
    manga: {
      _id: string;
      session: Array<{
        _id: string;
        chapter: Array<{ _id: string; photo_path_array: Array<{ width: number; photoPathNum: number }> }>;
      }>;
    };
  };
};

for (const [size, viewport] of [
  ['1440×900', DESKTOP],
  ['390×844', PHONE],
] as const) {
  test(`pages deleted by their thumbnails at ${size}: the rest stay in order`, async ({ page, api }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    const token = await api.login();
    const created = await api.call<Answer>(
      'POST',
      '/manga',
      {
        en: `Pages Manga ${viewport.width}`,
        ku: 'مانگای پەڕەکان',
        or: '-',
        about: '-',
        date_publish: '2020-01-01',
        author: '-',
        language: '-',
        name_studio: '-',
        rating: 5,
        status: 'continue',
        type: 'manga',
      },
      token,
    );
    const id = created.body.data.manga._id;
    const session = (await api.call<Answer>('POST', `/manga/${id}/session`, { name_session: 1 }, token)).body.data.manga
      .session[0]!._id;
    const chapter = (
      await api.call<Answer>('POST', `/manga/${id}/session/${session}/chapter`, { name_chapter: '1' }, token)
    ).body.data.manga.session[0]!.chapter[0]!._id;
    // page n is 40+n pixels wide (helpers.chapterPage): the width read back tells which file it is
    const stored = async () =>
      (await api.call<Answer>('GET', `/manga/${id}`, undefined, token)).body.data.manga.session[0]!.chapter[0]!
        .photo_path_array;

    await signIn(page);
    await page.goto(`/admin/manga/${id}/session/${session}/chapter/${chapter}`);
    const main = page.getByRole('main');
    await page.locator('input[name="photo_path_array"]').setInputFiles([1, 2, 3, 4, 5].map(chapterPage));
    await page.getByRole('button', { name: `ناردنی ${ckb(5)} پەڕە` }).click();
    const grid = main.getByRole('list', { name: 'پەڕەکان' });
    await expect(grid.getByRole('listitem')).toHaveCount(5, { timeout: 60_000 });
    // pictures are drawn as they come into view
    await grid.getByRole('listitem').last().scrollIntoViewIfNeeded();
    // one quiet bin per page, named by its number
    await expect(grid.getByRole('button', { name: /^سڕینەوەی پەڕەی/ })).toHaveCount(5);
    await expect(grid.getByRole('img', { name: `پەڕەی ${ckb(4)}` })).toBeVisible();
    await expectAccessible(page, `chapter pages as thumbnails, ${size}`);

    await grid.getByRole('checkbox', { name: `دیاریکردنی پەڕەی ${ckb(2)}` }).check();
    await grid.getByRole('checkbox', { name: `دیاریکردنی پەڕەی ${ckb(4)}` }).check();
    await expect(main.getByText(`${ckb(2)} پەڕە دیاریکراوە`)).toBeVisible();
    await main.getByRole('button', { name: `سڕینەوەی ${ckb(2)} پەڕەی دیاریکراو` }).click();
    const dialog = page.getByRole('dialog', { name: `دڵنیایت دەتەوێت ئەم ${ckb(2)} پەڕەیە بسڕیتەوە؟` });
    await expect(dialog.getByRole('img')).toHaveCount(2);
    await expect(dialog.getByRole('img', { name: `پەڕەی ${ckb(2)}` })).toBeVisible();
    await expect(dialog.getByRole('img', { name: `پەڕەی ${ckb(4)}` })).toBeVisible();
    await expectAccessible(page, `the question showing the pages it deletes, ${size}`);
    await dialog.getByRole('button', { name: 'بەڵێ، بیسڕەوە' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(3);

    const left = await stored();
    expect(left.map((p) => p.width - 40)).toEqual([1, 3, 5]);
    expect(left.map((p) => p.photoPathNum)).toEqual([1, 2, 3]);
    // the numbers follow the order: position 2 is now the third file
    const second = grid.getByRole('listitem').nth(1);
    await expect(second.getByRole('img')).toHaveAttribute('alt', `پەڕەی ${ckb(2)}`);

    // one by its own bin: the question shows that picture
    await grid.getByRole('button', { name: `سڕینەوەی پەڕەی ${ckb(3)}` }).click();
    const one = page.getByRole('dialog', { name: 'دڵنیایت دەتەوێت ئەم پەڕەیە بسڕیتەوە؟' });
    await expect(one.getByRole('img', { name: `پەڕەی ${ckb(3)}` })).toBeVisible();
    await one.getByRole('button', { name: 'بەڵێ، بیسڕەوە' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    expect((await stored()).map((p) => p.width - 40)).toEqual([1, 3]);

    await api.call('DELETE', `/manga/${id}`, undefined, token);
    expect(realErrors(errors)).toEqual([]);
  });
}
