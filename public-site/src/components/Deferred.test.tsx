import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Deferred } from './Deferred.tsx';

describe('Deferred', () => {
  // jsdom has no IntersectionObserver: the content renders at once, as in the server's drawing
  it('keeps its content inside the styled slot, so a slot the layout hides stays hidden once drawn', () => {
    const { container } = render(
      <Deferred minHeight="600px" className="slot">
        <section className="list">x</section>
      </Deferred>,
    );
    expect(container.querySelector('.slot > .list')).not.toBeNull();
  });

  it('adds no box around its content without a class: only a hidden marker before it', () => {
    const { container } = render(
      <Deferred minHeight="600px">
        <section className="list">x</section>
      </Deferred>,
    );
    expect(container.querySelector('.list')?.parentElement).toBe(container);
    expect([...container.children].filter((e) => !(e as HTMLElement).hidden)).toHaveLength(1);
  });
});
