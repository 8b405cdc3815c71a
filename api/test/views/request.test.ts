import { describe, expect, it } from 'vitest';
import { requestIdOf } from '../../src/views/request.ts';

describe('requestIdOf', () => {
  const of = (id: string | string[] | undefined) => requestIdOf({ headers: { 'x-request-id': id } });

  it("takes the balancer's id as it is", () => {
    expect(of('5f1c-8a2e/01:ab')).toBe('5f1c-8a2e/01:ab');
    expect(of('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('refuses what cannot be one: absent, empty, spaces, non-ASCII, too long, repeated', () => {
    for (const id of [undefined, '', 'a b', 'شەش', 'x'.repeat(201), ['a', 'b']]) expect(of(id)).toBeUndefined();
  });
});
