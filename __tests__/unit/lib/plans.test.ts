/**
 * @jest-environment node
 */
import {
  billingText,
  fromPrice,
  groupDigits,
  installationText,
  lowestPrice,
  naira,
  perMonth,
  planSubject,
  speed,
} from '../../../src/lib/plans';

/** Words as a translation might write them: the slots may stand anywhere. */
const prices = {
  perMonth: '{amount} a wata',
  from: 'daga {amount} kawai',
  monthly: 'Ana biya kowane wata',
  quarterly: 'Ana biya kowane wata uku ({total})',
  yearly: '{total} a shekara',
};
const card = { installation: 'Kuɗin saka', free: 'Kyauta' };

describe('prices, the Nigerian way', () => {
  it('writes naira with the ₦ sign and commas between thousands', () => {
    expect(naira(25000)).toBe('₦25,000');
    expect(naira(999)).toBe('₦999');
    expect(naira(1000)).toBe('₦1,000');
    expect(naira(1250000)).toBe('₦1,250,000');
    expect(naira(0)).toBe('₦0');
  });

  it('writes a price a month, and the lowest, in the words of the page’s language', () => {
    expect(perMonth(25000, prices)).toBe('₦25,000 a wata');
    expect(perMonth(25000, { perMonth: '{amount}/month' })).toBe('₦25,000/month');
    // Split around the amount, which the home page sets in bold.
    expect(fromPrice(18000, prices)).toEqual({
      before: 'daga ',
      amount: '₦18,000 a wata',
      after: ' kawai',
    });
  });

  it('groups speeds the same way', () => {
    expect(groupDigits(100000)).toBe('100,000');
    expect(speed(1000)).toBe('1,000 Mbps');
    expect(speed(50)).toBe('50 Mbps');
  });

  it('says how often a plan is billed, with the amount of a longer bill', () => {
    expect(billingText(25000, 'monthly', prices)).toBe('Ana biya kowane wata');
    expect(billingText(25000, 'quarterly', prices)).toBe('Ana biya kowane wata uku (₦75,000)');
    expect(billingText(25000, 'yearly', prices)).toBe('₦300,000 a shekara');
  });

  it('says when installation is free', () => {
    expect(installationText(0, card)).toBe('Kuɗin saka: Kyauta');
    expect(installationText(15000, card)).toBe('Kuɗin saka: ₦15,000');
  });

  it('finds the lowest price for "from ₦…", and names a plan in the enquiry subject', () => {
    expect(lowestPrice([{ price: 42000 }, { price: 18000 }, { price: 28000 }])).toBe(18000);
    expect(lowestPrice([])).toBeNull();
    expect(planSubject('Home Lite')).toBe('Plan enquiry: Home Lite');
  });
});
