import { DESKTOP, PHONE, expect, expectAccessible, test } from '../../fixtures.ts';
import { png, signIn, workOnPage } from './helpers.ts';

/**
 * The back-office's forms agree with the contract: a work is added in one step with its genres, alternative
 * titles, poster and background; a server's player code the public player would not play is refused, in
 * Sorani, in the form and by the api.
 */

interface Work {
  _id: string;
  genres: { _id: string; name: string }[];
  alt_titles: string[];
  poster: { original: string };
  background: { original: string };
  server: unknown[];
}

const tag = () => `${test.info().testId.slice(0, 6)}${test.info().repeatEachIndex}${test.info().retry}`;

for (const [size, viewport] of [
  ['1440×900', DESKTOP],
  ['390×844', PHONE],
] as const) {
  test(`a film in one step with its genres, alternative title and pictures (${size})`, async ({ page, api }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signIn(page);
    const genres = (await api.call<{ data: { genres: { _id: string; name: string }[] } }>('GET', '/genres')).body.data
      .genres;
    const genre = genres[1]!;
    const title = `E2E OneStep ${tag()}`;
    await page.goto('/admin/add');
    const form = page
      .getByRole('main')
      .locator('form')
      .filter({ has: page.locator('[name="en"]') });
    for (const [name, value] of Object.entries({
      en: title,
      ku: `${title} بە کوردی`,
      about: 'چیرۆکێکی کورت.',
      country: 'ژاپۆن',
      language: 'ژاپۆنی',
      date_publish: '2021-04-01',
      time: '١٠٥',
      rating: '8.5',
      assessment: 'PG-13',
      director: 'Mamoru Hosoda',
    }))
      await form.locator(`[name="${name}"]`).fill(value);
    await form.getByRole('checkbox', { name: genre.name, exact: true }).check();
    await form.locator('[name="alt_titles"]').fill(`${title} alt`);
    // a text file as a poster names the picture types taken
    await form.locator('input[name="poster"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(form.getByText('«notes.txt» وێنە نییە (JPEG، PNG، WebP، AVIF یان GIF).')).toBeVisible();
    await form
      .locator('input[name="poster"]')
      .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: png(300, 450, [200, 40, 90]) });
    await form
      .locator('input[name="background"]')
      .setInputFiles({ name: 'background.png', mimeType: 'image/png', buffer: png(960, 540, [30, 90, 200]) });
    await expect(form.getByText('«notes.txt»', { exact: false })).toHaveCount(0);
    await expectAccessible(page, `/admin/add (${size})`);
    await page.getByRole('button', { name: 'دروستکردن' }).click();
    const id = await workOnPage(page, api, 'movies');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const token = await api.login();
    const work = (await api.call<{ data: { movie: Work } }>('GET', `/movies/${id}`, undefined, token)).body.data.movie;
    expect(work.genres.map((g) => g._id)).toEqual([genre._id]);
    expect(work.alt_titles).toEqual([`${title} alt`]);
    expect(work.poster.original).not.toContain('default');
    expect(work.background.original).not.toContain('default');
    await expectAccessible(page, `/admin/movies/${id} (${size})`);
    await api.call('DELETE', `/movies/${id}`, undefined, token);
  });
}

test('a <script> as a player code is refused in Sorani, by the form and by the api', async ({ page, api }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  const token = await api.login();
  const made = await api.call<{ data: { movie: Work } }>(
    'POST',
    '/movies',
    {
      en: `E2E Embed ${tag()}`,
      ku: 'فیلمی تاقیکردنەوە',
      about: 'دەربارە.',
      country: 'ژاپۆن',
      language: 'ژاپۆنی',
      date_publish: '2020-05-01',
      time: 90,
      rating: 7,
      director: 'X',
      assessment: 'PG',
      type: 'anime',
      active_show: 'false',
    },
    token,
  );
  expect(made.status).toBe(201);
  const id = made.body.data.movie._id;
  await page.goto(`/admin/movies/${id}`);
  const serverForm = page.getByRole('form', { name: 'زیادکردنی سێرڤەر' });
  await serverForm.locator('[name="name_server"]').fill('سێرڤەری ١');
  await serverForm.locator('[name="embed_code"]').fill('<script>alert(1)</script>');
  await serverForm.getByRole('button', { name: 'زیادکردنی سێرڤەر' }).click();
  await expect(serverForm.getByText(/«کۆدی لێدەر» وەرناگیرێت: .*<iframe>/)).toBeVisible();
  await expect(serverForm.locator('[name="embed_code"]')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, `/admin/movies/${id} (refused embed)`);
  const refused = await api.call<{ message: string }>(
    'POST',
    `/movies/${id}/server`,
    { name_server: 'x', embed_code: '<script>alert(1)</script>' },
    token,
  );
  expect(refused.status).toBe(400);
  expect(refused.body.message).toContain('«کۆدی لێدەر» وەرناگیرێت');
  const after = (await api.call<{ data: { movie: Work } }>('GET', `/movies/${id}`, undefined, token)).body.data.movie;
  expect(after.server).toEqual([]);
  await api.call('DELETE', `/movies/${id}`, undefined, token);
});
