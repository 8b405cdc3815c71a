import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from '../router.ts';

/**
 * Renders inside a MemoryRouter (components use react-router links; `rerender` keeps it)
 * and returns a user-event session.
 */
export function renderWithRouter(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper, ...options }) };
}
