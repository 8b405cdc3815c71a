import { DESKTOP, PHONE, PUBLISHED, expect, expectAccessible, test, watchConsole } from '../../fixtures.ts';
import { realErrors } from '../public/helpers.ts';
import { signIn } from './helpers.ts';

/**
 * The reports inbox: a visitor reports an episode's server from the series page, the staff find it on
 * /admin/reports (and counted on the dashboard), open its edit form from there, mark it handled, and it is gone.
 */

const tag = () => `${test.info().testId.slice(0, 6)}${test.info().repeatEachIndex}${test.info().retry}`;

type Tree = { session: Array<{ _id: string; epsode: Array<{ _id: string; server_epsode: Array<{ _id: string }> }> }> };

test('a server reported from an episode reaches /admin/reports, opens its form, and leaves once handled; axe', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const token = await api.login();
  const name = `E2E broken ${tag()}`;
  const title = `ڕاپۆرت ${tag()}`;
  const series = await api.createSeries({ en: `E2E Reports ${tag()}`, ku: title }, token);
  try {
    const base = `/series/${series._id}`;
    const season = (await api.call<{ data: { series: Tree } }>('POST', `${base}/session`, { name_session: 1 }, token))
      .body.data.series.session[0]!._id;
    const episode = (
      await api.call<{ data: { series: Tree } }>(
        'POST',
        `${base}/session/${season}/epsode`,
        { name_epsode: 1, ...PUBLISHED },
        token,
      )
    ).body.data.series.session[0]!.epsode[0]!._id;
    const added = await api.call<{ data: { series: Tree } }>(
      'POST',
      `${base}/session/${season}/epsode/${episode}/server`,
      { name_server: name, embed_code: '<iframe src="https://player.example.com/embed/e2e-report"></iframe>' },
      token,
    );
    const serverId = added.body.data.series.session[0]!.epsode[0]!.server_epsode[0]!._id;

    await page.setViewportSize(DESKTOP);
    const errors = watchConsole(page);

    // a visitor, on the episode's page, reports the server
    await page.goto(`/series/${series.series_id}?season=1&episode=1`);
    await page.getByRole('button', { name: 'ڕاپۆرتی سێرڤەری تێکچوو' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'سوپاس' })).toBeVisible();

    // the staff: the dashboard counts it, the inbox lists it
    await signIn(page);
    await page.goto('/admin');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'سێرڤەری ڕاپۆرتکراو' }) });
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('…');
    await expectAccessible(page, '/admin with the reports card (1440)');
    await page.screenshot({ path: test.info().outputPath('dashboard-1440.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: test.info().outputPath('dashboard-390.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ڕاپۆرتی سێرڤەرەکان' })).toBeVisible();
    const table = page.getByRole('table', { name: 'سێرڤەرە ڕاپۆرتکراوەکان، خراپترینیان لە سەرەوە' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(title);
    await expect(row).toContainText('وەرزی ١، ئەڵقەی ١');
    await expect(row).toContainText('ئێستا');
    await expect(row.getByRole('cell').filter({ hasText: /^١$/ })).toHaveCount(3);

    await expectAccessible(page, '/admin/reports (1440)');
    await page.screenshot({ path: test.info().outputPath('reports-1440.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await expectAccessible(page, '/admin/reports (390)');
    await page.screenshot({ path: test.info().outputPath('reports-390.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    // its link opens the series at that season's episode, with the server's form open and focused
    await row.getByRole('link', { name: `دەستکاریکردنی سێرڤەری «${name}»` }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/series/${series._id}\\?season=${season}&episode=${episode}&server=${serverId}$`),
    );
    const form = page.getByRole('form', { name: 'دەستکاری سێرڤەر' });
    await expect(form.locator('[name="name_server"]')).toHaveValue(name);
    await expect(form.locator('[name="name_server"]')).toBeFocused();
    await page.goBack();

    // handled, by keyboard: it leaves the list, and the dashboard's count follows
    const handle = page.getByRole('button', { name: `چارەسەرکرا: سێرڤەری «${name}» لە «${title}»` });
    await handle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('ڕاپۆرتەکانی سێرڤەرەکە لابران')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    const inbox = await api.call<{ data: { reports: Array<{ server_id: string }> } }>(
      'GET',
      '/servers/reports',
      undefined,
      token,
    );
    expect(inbox.body.data.reports.map((r) => r.server_id)).not.toContain(serverId);

    expect(realErrors(errors)).toEqual([]);
  } finally {
    await api.call('DELETE', `/series/${series._id}`, undefined, token);
  }
});
