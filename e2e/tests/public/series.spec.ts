import { expect, expectAccessible, test, watchConsole } from '../../fixtures.ts';
import { embedSrc, publicList, realErrors } from './helpers.ts';

interface Series {
  series_id: number;
  en: string;
  session: Array<{
    _id: string;
    name_session: number;
    epsode: Array<{
      _id: string;
      name_epsode: number;
      server_epsode: Array<{ _id: string; name_server: string; embed_code: string }>;
    }>;
  }>;
}

test('series → season tab → episode → server → player', async ({ page, api }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  // A visible series on the first page with a season whose episode has a server.
  const first = await publicList<{ series_id: number }>(api, 'series');
  let chosen: { series: Series; season: Series['session'][number] } | null = null;
  for (const item of first.results) {
    const { body } = await api.call<{ data: { series: Series } }>('GET', `/series/${item.series_id}/number`);
    const seasons = [...body.data.series.session].sort((a, b) => a.name_session - b.name_session);
    const season = seasons.reverse().find((s) => s.epsode.some((e) => e.server_epsode.length > 0));
    if (season) {
      chosen = { series: body.data.series, season };
      break;
    }
  }
  expect(chosen, 'the demo content has a series with servers').not.toBeNull();
  const { series, season } = chosen!;
  const episode = season.epsode.find((e) => e.server_epsode.length > 0)!;
  const server = episode.server_epsode[0]!;

  await page.goto('/series');
  await page.getByRole('main').locator(`a[href="/series/${series.series_id}"]`).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: series.en })).toBeVisible();
  await expect(main.getByText('پۆلێن').locator('..')).toContainText('A');
  await expectAccessible(page, `/series/${series.series_id}`);

  const seasonLabel = `وەرزی ${season.name_session.toLocaleString('ar-EG')}`;
  await main.getByRole('tab', { name: seasonLabel }).click();
  await expect(main.getByRole('tab', { name: seasonLabel })).toHaveAttribute('aria-selected', 'true');
  const select = main.getByRole('combobox', { name: 'سێرڤەر' });
  await expect(select).toBeDisabled();

  await main
    .getByRole('tabpanel')
    .getByRole('link', { name: new RegExp(`^ئەڵقەی ${episode.name_epsode.toLocaleString('ar-EG')}(?![٠-٩])`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?season=${season.name_session}&episode=${episode.name_epsode}#watch$`));
  await expect(select).toBeEnabled();
  if (episode.server_epsode.length > 1) {
    // Several servers: none plays until one is chosen.
    await expect(main.locator('iframe')).toHaveCount(0);
    await select.selectOption({ label: server.name_server });
  }
  await expect(main.locator('iframe')).toHaveAttribute('src', embedSrc(server.embed_code));
  await expectAccessible(page, `/series/${series.series_id} playing`);
  expect(realErrors(errors)).toEqual([]);
});
