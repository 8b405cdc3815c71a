import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, type TabItem } from './Tabs.tsx';

const items: TabItem[] = [
  { id: 'a', label: 'وەرزی ١', content: <p>ئەڵقەکانی وەرزی ١</p> },
  { id: 'b', label: 'وەرزی ٢', content: <p>ئەڵقەکانی وەرزی ٢</p> },
  { id: 'c', label: 'وەرزی ٣', content: <p>ئەڵقەکانی وەرزی ٣</p> },
];

function Harness({ dir, initial = 'a', list = items }: { dir: 'rtl' | 'ltr'; initial?: string; list?: TabItem[] }) {
  const [selected, setSelected] = useState(initial);
  return (
    <div dir={dir}>
      <Tabs label="وەرزەکان" items={list} selectedId={selected} onSelect={setSelected} />
    </div>
  );
}

describe('Tabs', () => {
  it('shows only the selected panel and links tabs to panels', () => {
    render(<Harness dir="rtl" />);
    const tab = screen.getByRole('tab', { name: 'وەرزی ١' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('وەرزی ١');
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('ئەڵقەکانی وەرزی ١');
    expect(screen.queryByText('ئەڵقەکانی وەرزی ٢')).not.toBeInTheDocument();
  });

  it('has one tab stop (roving tabindex) and selects on click', async () => {
    const user = userEvent.setup();
    render(<Harness dir="rtl" />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    await user.click(screen.getByRole('tab', { name: 'وەرزی ٣' }));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('ئەڵقەکانی وەرزی ٣');
  });

  it('mirrors the arrow keys in RTL: ArrowLeft goes to the next tab', async () => {
    const user = userEvent.setup();
    render(<Harness dir="rtl" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'وەرزی ١' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'وەرزی ٢' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('ئەڵقەکانی وەرزی ٢');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'وەرزی ٣' })).toHaveFocus(); // wraps around
  });

  it('uses ArrowRight for next in LTR, and Home / End jump', async () => {
    const user = userEvent.setup();
    render(<Harness dir="ltr" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'وەرزی ٢' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'وەرزی ٣' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'وەرزی ١' })).toHaveFocus();
  });

  it('skips disabled tabs and falls back to the first enabled one', async () => {
    const user = userEvent.setup();
    const list = [items[0]!, { ...items[1]!, disabled: true }, items[2]!];
    render(<Harness dir="ltr" initial="b" list={list} />);
    expect(screen.getByRole('tab', { name: 'وەرزی ١' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'وەرزی ٣' })).toHaveFocus();
  });
});
