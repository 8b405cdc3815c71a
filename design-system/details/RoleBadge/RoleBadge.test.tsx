import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoleBadge, RoleBadges, rolesOf } from './RoleBadge.tsx';

describe('RoleBadge', () => {
  it('labels a role in Sorani', () => {
    render(<RoleBadge role="translator" />);
    expect(screen.getByText('وەرگێڕ')).toBeInTheDocument();
  });

  it('lists the badges of the flags a user has, in order, and nothing for none', () => {
    const flags = { is_owner: true, is_dev: false, is_translator: true, is_technique: true, is_designer: false };
    expect(rolesOf(flags)).toEqual(['owner', 'translator', 'technician']);
    const { rerender } = render(<RoleBadges flags={flags} />);
    const items = within(screen.getByRole('list', { name: 'ڕۆڵەکان' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['خاوەن', 'وەرگێڕ', 'تەکنیکار']);
    rerender(<RoleBadges flags={{ is_owner: false }} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
