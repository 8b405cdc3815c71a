/**
 * `@ckb/design-system/details`: the pieces only some pages show (the player and its server list, tabs,
 * pagination, the share button, staff cards and role badges, a few icons), none of them on the home page. A separate
 * entry, like `./admin` and `./reader`: the main entry is shipped whole to every visitor (a federation
 * singleton), this one is bundled only into the remotes that import it, inside the chunks of the pages that
 * use it, so the first visit to `/` never downloads it. What it shares with the main entry (strings, icons,
 * `Button`, `Image`, the router's `Link`) it takes from `@ckb/design-system` by name.
 */
export * from './PlayerFrame/index.ts';
export * from './Pagination/index.ts';
export * from './Tabs/index.ts';
export * from './ServerSelect/index.ts';
export * from './ShareButton/index.ts';
export * from './StaffCard/index.ts';
export * from './RoleBadge/index.ts';
export * from './icons.tsx';
