import { makeStore, Provider } from '@ckb/api-client';
import { LoadingMessage, MemoryRouter } from '@ckb/design-system';
import { renderToString } from 'react-dom/server';
import { Layout } from './features/layout/Layout.tsx';

/**
 * The shell's frame (navbar, ad, waiting message, footer) as static HTML, written into
 * dist/index.html at build time (tooling/scripts/prerender-shell.mjs). The first paint then needs
 * only the HTML and its CSS, not the whole script chain; React replaces it with the same markup
 * when it starts. Rendered signed out, on `/`: the real state follows on the client.
 */
export function renderShell(): string {
  return renderToString(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/']}>
        <Layout>
          <LoadingMessage />
        </Layout>
      </MemoryRouter>
    </Provider>,
  );
}
