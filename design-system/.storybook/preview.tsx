import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from '../src/router.ts';
import '../src/styles/index.css';

type Dir = 'rtl' | 'ltr';

/** The page direction and language follow the toolbar: Sorani RTL by default, LTR to check mirroring. */
const withDirection: Decorator = (Story, context) => {
  const dir: Dir = context.globals.dir === 'ltr' ? 'ltr' : 'rtl';
  document.documentElement.dir = dir;
  document.documentElement.lang = dir === 'rtl' ? 'ckb' : 'en';
  return <Story />;
};

/** Components use react-router links; a story can start elsewhere with `parameters.route`. */
const withRouter: Decorator = (Story, context) => {
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  return (
    <MemoryRouter initialEntries={[route]}>
      <Story />
    </MemoryRouter>
  );
};

const viewport = (name: string, width: number, height: number) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type: width < 768 ? ('mobile' as const) : ('desktop' as const),
});

const preview: Preview = {
  decorators: [withRouter, withDirection],
  globalTypes: {
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'rtl', title: 'RTL (ckb)' },
          { value: 'ltr', title: 'LTR (en)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { dir: 'rtl' },
  parameters: {
    // Any axe violation fails the story test, not only serious and critical ones.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: viewport('Phone 360', 360, 740),
        phoneLarge: viewport('Phone 390', 390, 844),
        tablet: viewport('Tablet 768', 768, 1024),
        desktop: viewport('Desktop 1440', 1440, 900),
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
