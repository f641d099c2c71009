/**
 * @jest-environment node
 */
import { fromQuery } from '../../../src/lib/from-query';

type Plan = { name: string; price: number; availability?: string };
type Plans = { heading: string; note?: string; plans: Plan[] };

describe('content as pages query it', () => {
  it('comes back in the schema’s shape: fields the content leaves out are left out, not null', () => {
    const queried = {
      heading: 'Plans',
      note: null,
      plans: [
        { name: 'Home', price: 15000, availability: null },
        { name: 'Office', price: 40000, availability: 'Lagos only' },
      ],
    };
    expect(fromQuery<Plans>(queried, 'content/plans.yaml')).toStrictEqual({
      heading: 'Plans',
      plans: [
        { name: 'Home', price: 15000 },
        { name: 'Office', price: 40000, availability: 'Lagos only' },
      ],
    });
  });

  it('keeps what is there, falsy values included', () => {
    const queried = {
      heading: '',
      note: 'x',
      plans: [{ name: 'Free', price: 0, availability: '' }],
    };
    expect(fromQuery<Plans>(queried, 'content/plans.yaml')).toStrictEqual(queried);
  });

  it('names the file when the query found nothing', () => {
    expect(() => fromQuery<Plans>(null, 'content/plans.yaml')).toThrow(
      'content/plans.yaml is missing or empty; run the build to see what is wrong with it.',
    );
  });
});
