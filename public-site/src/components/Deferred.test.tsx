import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('Deferred, hydrating a drawing', () => {
  /** A stand-in IntersectionObserver: the test says when an observed element comes near the screen. */
  const observed: Array<{ target: Element; near: () => void }> = [];
  class NearObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      observed.push({
        target,
        near: () => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
      });
    }
    disconnect() {}
  }
  const isHydrated = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));

  afterEach(() => {
    observed.length = 0;
    vi.unstubAllGlobals();
  });

  /** The server's drawing of `page` (no IntersectionObserver there), then the browser's hydration of it. */
  async function hydrate(page: ReactNode) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    vi.stubGlobal('IntersectionObserver', NearObserver);
    await act(async () => {
      hydrateRoot(container, page);
    });
    return container;
  }

  it('keeps a part drawn and not hydrated until it comes near the screen, then hydrates those very nodes', async () => {
    const container = await hydrate(
      <Deferred minHeight="1px">
        <section className="list">
          <a href="/x">x</a>
        </section>
      </Deferred>,
    );
    const drawn = container.querySelector('.list');
    expect(drawn).not.toBeNull();
    expect(isHydrated(drawn)).toBe(false);
    expect(observed.map((o) => o.target)).toEqual([drawn]);
    await act(async () => observed[0]!.near());
    expect(container.querySelector('.list')).toBe(drawn);
    expect(isHydrated(drawn)).toBe(true);
  });

  it('hydrates at once a part whose drawing has no element, rather than wait on the next part', async () => {
    const Nothing = () => null;
    const container = await hydrate(
      <>
        <Deferred minHeight="1px">
          <Nothing />
        </Deferred>
        <Deferred minHeight="1px">
          <section className="next">y</section>
        </Deferred>
      </>,
    );
    // only the second part waits: the first one's next element is the second one's marker
    expect(observed.map((o) => o.target)).toEqual([container.querySelector('.next')]);
  });
});
