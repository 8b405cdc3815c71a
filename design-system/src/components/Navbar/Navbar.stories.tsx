import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Navbar } from './Navbar.tsx';

const logoSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="9" fill="#f97316"/><path d="M10 26V10h4l8 10V10h4v16h-4l-8-10v10z" fill="#14161b"/></svg>',
)}`;

const meta = {
  title: 'Components/Navbar',
  component: Navbar,
  args: { signedIn: false, logo: <img src={logoSrc} alt="" width={36} height={36} /> },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const barNav = () => screen.getByRole('navigation', { name: 'ڕێڕەوی سەرەکی' });

export const SignedOut: Story = {
  play: async () => {
    const nav = within(barNav());
    await expect(nav.getByRole('link', { name: 'چوونەژوورەوە' })).toHaveAttribute('href', '/login');
    await expect(nav.queryByRole('link', { name: 'بەڕێوەبردن' })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'چوونەدەرەوە' })).toBeNull();
    await expect(nav.getByRole('link', { name: 'سەرەکی' })).toHaveAttribute('aria-current', 'page');
    await expect(screen.queryByRole('button', { name: 'مێنیو' })).toBeNull(); // hidden on wide screens
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async () => {
    const nav = within(barNav());
    await expect(nav.getByRole('link', { name: 'بەڕێوەبردن' })).toHaveAttribute('href', '/admin');
    await expect(nav.getByRole('link', { name: 'چوونەدەرەوە' })).toHaveAttribute('href', '/logout');
    await expect(nav.queryByRole('link', { name: 'چوونەژوورەوە' })).toBeNull();
  },
};

/** On a film's page the films link is the active one. */
export const ActiveSection: Story = {
  parameters: { route: '/movies/12' },
  play: async () => {
    const nav = within(barNav());
    await expect(nav.getByRole('link', { name: 'فیلمەکان' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'سەرەکی' })).not.toHaveAttribute('aria-current');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const menu = screen.getByRole('button', { name: 'مێنیو' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('link', { name: 'فیلمەکان' })).toBeNull();
  },
};

/** The menu button opens the same links in the drawer; choosing one closes it. */
export const MobileMenuOpen: Story = {
  args: { signedIn: true },
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const menu = screen.getByRole('button', { name: 'مێنیو' });
    await userEvent.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'مێنیو' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getAttribute('aria-controls')).toBe(dialog.id);
    const links = within(dialog)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    await expect(links).toEqual([
      '/',
      '/movies',
      '/series',
      '/manga',
      '/staff',
      '/about',
      '/admin',
      '/logout',
      '/read/',
    ]);
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBe(window.innerWidth));
  },
};

export const MobileChooseLink: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const menu = screen.getByRole('button', { name: 'مێنیو' });
    await userEvent.click(menu);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('link', { name: 'مانگا' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };

export const Ltr: Story = {
  args: {
    brandName: 'Anime Kurd',
    navLabel: 'Main',
    labels: {
      home: 'Home',
      movies: 'Movies',
      series: 'Series',
      manga: 'Manga',
      staff: 'Staff',
      about: 'About',
      login: 'Log in',
    },
  },
  globals: { dir: 'ltr', viewport: { value: 'desktop' } },
};

export const LtrMobileMenuOpen: Story = {
  args: { ...Ltr.args, menuLabel: 'Menu' },
  globals: { dir: 'ltr', viewport: { value: 'phone' } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBe(0));
  },
};
