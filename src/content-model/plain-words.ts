/**
 * What a value typed the everyday way should have been, in the words the editors' guide uses:
 * "2pm" is written 14:00, "twenty thousand" in digits like 25000, "0803 123 4567" as
 * +234 803 123 4567. The content schema words its refusals with these, so the build and the
 * editor (which runs the schema's own checks) say the same thing. No zod, no file access.
 */

/** '2pm' -> '14:00', '9:30 am' -> '09:30', '9' -> '09:00', '14.00' -> '14:00'; null if not a time. */
export function asClockTime(text: string): string | null {
  const value = text.trim().toLowerCase();
  if (value === 'noon' || value === 'midday') return '12:00';
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.?|p\.m\.?)?$/.exec(value);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const half = match[3]?.charAt(0);
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 23) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The words for a time written another way: `write "2pm" as 14:00`, or nothing. */
export function clockTimeHint(text: string): string | null {
  const time = asClockTime(text);
  return time && time !== text.trim() ? `write "${text.trim()}" as ${time}` : null;
}

/** Units and signs people write around a number: ₦, NGN, naira, Mbps, thousands separators. */
const AROUND_NUMBERS = /₦|\bngn\b|\bnaira\b|\bmbps\b|^n(?=\d)|[,\s]/gi;

/**
 * How a value should have been written as a whole number like `like`, or null when it is one or
 * no plainer words fit: `must be written in digits, like 25000: "twenty thousand" is in words`,
 * `must be written in digits only, like 25000: write "₦25,000" as 25000`.
 */
export function wholeNumberMistake(input: unknown, like: string): string | null {
  if (typeof input === 'number') {
    return Number.isInteger(input) ? null : `must be a whole number, like ${like}: no decimals`;
  }
  if (typeof input !== 'string') return null;
  const text = input.trim();
  const digits = text.replace(AROUND_NUMBERS, '');
  if (/^\d+$/.test(text)) return null;
  if (!/\d/.test(text) && /\p{L}/u.test(text)) {
    return `must be written in digits, like ${like}: "${text}" is in words`;
  }
  if (/^\d+$/.test(digits))
    return `must be written in digits only, like ${like}: write "${text}" as ${digits}`;
  if (/^\d+\.\d+$/.test(digits)) return `must be a whole number, like ${like}: no decimals`;
  return null;
}

/** '8031234567' -> '+234 803 123 4567' (ten digits after +234, grouped as the site writes them). */
function internationalPhone(national: string): string {
  return `+234 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/**
 * Why a phone number is not written +234 and digits, or null when no plainer words fit:
 * `"0803 CALL ZIRA" has letters`, `write "0803 123 4567" as +234 803 123 4567`.
 */
export function phoneMistake(text: string): string | null {
  const value = text.trim();
  if (/\p{L}/u.test(value)) return `"${value}" has letters`;
  const digits = value.replace(/\D/g, '');
  let national: string | null = null;
  if (/^234\d{10}$/.test(digits)) national = digits.slice(3);
  else if (/^0\d{10}$/.test(digits)) national = digits.slice(1);
  if (national && value !== internationalPhone(national)) {
    return `write "${value}" as ${internationalPhone(national)}`;
  }
  return null;
}
