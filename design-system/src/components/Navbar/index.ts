export { BARS_HIDDEN, Navbar } from './Navbar.tsx';
export type { NavbarProps } from './Navbar.tsx';
export { navLinks, publicLinks, defaultNavLabels } from './navLinks.ts';
export type { NavItem, NavLabels } from './navLinks.ts';
