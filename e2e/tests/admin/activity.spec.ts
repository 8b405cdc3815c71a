import { DESKTOP, PHONE, expect, expectAccessible, test, watchConsole } from '../../fixtures.ts';
import { realErrors } from '../public/helpers.ts';
import { signIn } from './helpers.ts';

/**
 * The history of staff writes: a title edited in the back-office is found on /admin/activity, with its
 * before and after under the form's label, and in the work's own «مێژوو» tab.
 */

const tag = () => `${test.info().testId.slice(0, 6)}${test.info().repeatEachIndex}${test.info().retry}`;

test('an edited title shows in /admin/activity and in the work’s «مێژوو» tab; the screen passes axe', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const token = await api.login();
  const before = `E2E History ${tag()}`;
  const after = `${before} edited`;
  const series = await api.createSeries({ en: before, ku: `مێژوو ${tag()}` }, token);
  try {
    await page.setViewportSize(DESKTOP);
    const errors = watchConsole(page);
    await signIn(page);

    // edit the English title through the work's edit form
    await page.goto(`/admin/series/${series._id}`);
    const form = page.getByRole('form', { name: 'دەستکاری زانیاری' });
    await form.locator('[name="en"]').fill(after);
    await form.getByRole('button', { name: 'پاشەکەوتکردن' }).click();
    await expect(page.getByRole('heading', { level: 1, name: after })).toBeVisible();

    // the whole history, narrowed to series
    await page.goto('/admin/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'مێژووی گۆڕانکارییەکان' })).toBeVisible();
    await page.getByRole('combobox', { name: 'جۆر' }).selectOption('series');
    await expect(page).toHaveURL(/kind=series/);
    const table = page.getByRole('table', { name: 'لیستی گۆڕانکارییەکان' });
    const row = table.getByRole('row').filter({ hasText: after }).filter({ hasText: 'دەستکاری کرد' }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('@owner');
    await expect(row).toContainText('ناوی ئینگلیزی');
    await expect(row.locator('del')).toHaveText(before);
    await expect(row.locator('ins')).toHaveText(after);
    await expectAccessible(page, '/admin/activity (1440)');
    await page.setViewportSize(PHONE);
    await expectAccessible(page, '/admin/activity (390)');
    await page.setViewportSize(DESKTOP);

    // the work's own tab, reached by keyboard from the edit form's tab list
    await page.goto(`/admin/series/${series._id}`);
    const tabs = page.getByRole('tablist', { name: 'بەشەکانی دەستکاری' });
    await tabs.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('End');
    const history = tabs.getByRole('tab', { name: 'مێژوو' });
    await expect(history).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(history).toHaveAttribute('aria-selected', 'true');
    const own = page.getByRole('table', { name: 'مێژووی ئەم بەرهەمە' });
    const edit = own.getByRole('row').filter({ hasText: 'دەستکاری کرد' });
    await expect(edit).toHaveCount(1);
    await expect(edit.locator('del')).toHaveText(before);
    await expect(edit.locator('ins')).toHaveText(after);
    await expect(own.getByRole('row').filter({ hasText: 'دروستکرد' })).toHaveCount(1);

    expect(realErrors(errors)).toEqual([]);
  } finally {
    await api.call('DELETE', `/series/${series._id}`, undefined, token);
  }
});
