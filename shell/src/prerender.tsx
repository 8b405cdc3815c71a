import { makeStore, Provider } from '@ckb/api-client';
import { LoadingMessage, MemoryRouter } from '@ckb/design-system';
import { renderToString } from 'react-dom/server';
import { Layout } from './features/layout/Layout.tsx';

/**
 * The shell's frame (navbar, ad, waiting message, footer) as static HTML, written into
 * dist/index.html at build time (tooling/scripts/prerender-shell.mjs). The first paint then needs
 * only the HTML and its CSS, not the whole script chain; React replaces it with the same markup
 * when it starts. Rendered signed out, with no current link: the real state follows on the client.
 * The frame holds the waiting message; `<!--page-->…<!--/page-->` around it is what the api replaces with a
 * drawn page, the shell's whole tree at that URL (server.tsx, api/src/web/html.ts).
 */
export function renderShell(): string {
  return renderToString(
    <Provider store={makeStore()}>
      {/* A path no link points to: the frame serves every page, so it marks no navbar link as current. */}
      <MemoryRouter initialEntries={['/_frame']}>
        <Layout>
          <template data-page="" />
        </Layout>
      </MemoryRouter>
    </Provider>,
  );
}

/** What the frame's page area holds when the api draws nothing: the waiting message. */
export function renderWaiting(): string {
  return renderToString(<LoadingMessage />);
}

/** The markers the api edits in the built index.html (contract/src/frame.ts), checked by the build on what it writes. */
export { frameProblem } from '@ckb/contract/frame';
