/**
 * @jest-environment node
 */
import {
  billingText,
  groupDigits,
  installationText,
  lowestPrice,
  naira,
  perMonth,
  planSubject,
  speed,
} from '../../../src/lib/plans';

describe('prices, the Nigerian way', () => {
  it('writes naira with the ₦ sign and commas between thousands', () => {
    expect(naira(25000)).toBe('₦25,000');
    expect(naira(999)).toBe('₦999');
    expect(naira(1000)).toBe('₦1,000');
    expect(naira(1250000)).toBe('₦1,250,000');
    expect(naira(0)).toBe('₦0');
    expect(perMonth(25000)).toBe('₦25,000/month');
  });

  it('groups speeds the same way', () => {
    expect(groupDigits(100000)).toBe('100,000');
    expect(speed(1000)).toBe('1,000 Mbps');
    expect(speed(50)).toBe('50 Mbps');
  });

  it('says how often a plan is billed, with the amount of a longer bill', () => {
    expect(billingText(25000, 'monthly')).toBe('Billed monthly');
    expect(billingText(25000, 'quarterly')).toBe('Billed every 3 months (₦75,000)');
    expect(billingText(25000, 'yearly')).toBe('Billed yearly (₦300,000)');
  });

  it('says when installation is free', () => {
    expect(installationText(0)).toBe('Free installation');
    expect(installationText(15000)).toBe('Installation ₦15,000');
  });

  it('finds the lowest price for "from ₦…", and names a plan in the enquiry subject', () => {
    expect(lowestPrice([{ price: 42000 }, { price: 18000 }, { price: 28000 }])).toBe(18000);
    expect(lowestPrice([])).toBeNull();
    expect(planSubject('Home Lite')).toBe('Plan enquiry: Home Lite');
  });
});
