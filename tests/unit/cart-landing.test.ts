import {describe, expect, it} from 'vitest';
import {landing, nextTrip, type Trip} from '~/lib/commerce/cart-landing';

type State = 'idle' | 'submitting' | 'loading';
interface Answer {
  ok: boolean;
}

/**
 * Renders as WithCart does, one fetcher state after the other: what each render shows, from
 * the layout's cart (`source`), the optimistic copy while under way, and the trip.
 */
function renders(steps: Array<{state: State; source: string; data?: Answer}>) {
  let trip: Trip | null = null;
  return steps.map(({state, source, data}) => {
    const landed = landing(trip, state, source, data);
    const answered = landed?.answer?.ok ? 'answer' : null;
    const sending = state === 'idle' ? (answered ?? source) : 'optimistic';
    trip = nextTrip(trip, state, source, data, {lines: {nodes: []}, note: sending} as never);
    return landed && !landed.answer
      ? `kept ${(landed.trip.shown as unknown as {note: string}).note}`
      : sending;
  });
}

const before = {ok: true};
const added = {ok: true};
const refused = {ok: false};

describe('a cart change landing (cart-landing)', () => {
  it('keeps the change shown from the tap until the reloaded cart, through both gaps', () => {
    expect(
      renders([
        {state: 'idle', source: 'old', data: before},
        {state: 'submitting', source: 'old', data: before},
        {state: 'loading', source: 'old', data: added},
        // Marked done before its answer renders, then answered before the reloaded cart.
        {state: 'idle', source: 'old', data: before},
        {state: 'idle', source: 'old', data: added},
        {state: 'idle', source: 'new', data: added},
      ]),
    ).toEqual(['old', 'optimistic', 'optimistic', 'kept optimistic', 'answer', 'new']);
  });

  it('shows the layout cart again at once when the change is refused, seen loading or not', () => {
    expect(
      renders([
        {state: 'submitting', source: 'old', data: before},
        {state: 'loading', source: 'old', data: refused},
        {state: 'idle', source: 'old', data: refused},
        {state: 'idle', source: 'old', data: refused},
      ]),
    ).toEqual(['optimistic', 'optimistic', 'old', 'old']);
    expect(
      renders([
        {state: 'submitting', source: 'old'},
        {state: 'idle', source: 'old', data: refused},
      ]),
    ).toEqual(['optimistic', 'old']);
  });

  it("takes the answer as the change's own when its sending was never rendered", () => {
    // First seen loading: whatever the fetcher then holds is this change's answer.
    expect(
      renders([
        {state: 'loading', source: 'old', data: added},
        {state: 'idle', source: 'old', data: added},
      ]),
    ).toEqual(['optimistic', 'answer']);
    // A second change whose sending was not rendered: the first one's answer is still the old.
    expect(
      renders([
        {state: 'submitting', source: 'old', data: before},
        {state: 'loading', source: 'old', data: added},
        {state: 'idle', source: 'new', data: added},
        {state: 'loading', source: 'new', data: refused},
        {state: 'idle', source: 'new', data: refused},
      ]),
    ).toEqual(['optimistic', 'optimistic', 'new', 'optimistic', 'new']);
  });

  it('is not landing before any change, nor once the layout has its reloaded cart', () => {
    expect(landing(null, 'idle', 'old', before)).toBeNull();
    const trip: Trip = {source: 'old', data: before, shown: null};
    expect(landing(trip, 'idle', 'new', added)).toBeNull();
    expect(landing(trip, 'submitting', 'old', before)).toBeNull();
    expect(landing(trip, 'idle', 'old', added)).toEqual({trip, answer: added});
  });
});
