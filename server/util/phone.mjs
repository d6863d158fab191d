// Phone numbers as JumpServer's PhoneField keeps them (common/serializers/fields.py, v3.8.2 and v3.10
// alike): stored as "+<country code><national number>", shown as {"code": "+49", "phone": 1701234505},
// accepted as either. A number without a country code is Chinese (phonenumbers.parse(value, 'CN')).

// Country calling codes are a prefix code (ITU-T E.164): 1 and 7 are one digit long, these two
// digits long, every other one three.
const TWO_DIGIT_CODES = new Set([
  20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54, 55, 56, 57, 58, 60, 61, 62, 63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98,
]);

/** "+491701234505" → {code: "49", national: "1701234505"}; null when it is no international number. */
function splitInternational(digits) {
  const one = digits.slice(0, 1);
  const length = one === '1' || one === '7' ? 1 : TWO_DIGIT_CODES.has(Number(digits.slice(0, 2))) ? 2 : 3;
  const national = digits.slice(length).replace(/^0+/, '');
  return national ? { code: digits.slice(0, length), national } : null;
}

/** What a client sent (a string, or {code, phone}) → "+<code><national>", or null when it is no phone number. */
export function parsePhone(input) {
  let text = input;
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const code = String(input.code ?? '').replace('+', '');
    const phone = String(input.phone ?? '');
    text = code && phone ? `+${code}${phone}` : phone;
  }
  if (typeof text === 'number') text = String(text);
  if (typeof text !== 'string') return null;
  const compact = text.replace(/[\s()-]/g, '');
  const parts = compact.startsWith('+') ? splitInternational(compact.slice(1)) : { code: '86', national: compact.replace(/^0+/, '') };
  // A real server asks libphonenumber whether the number is valid; a national number of 4 to 14 digits stands in for that.
  if (!parts || !/^\d{4,14}$/.test(parts.national)) return null;
  return `+${parts.code}${parts.national}`;
}

/** A stored phone as the serializer shows it; an empty one stays as it is. */
export function phoneObject(stored) {
  if (!stored) return stored;
  const parts = stored.startsWith('+') ? splitInternational(stored.slice(1)) : null;
  return parts ? { code: `+${parts.code}`, phone: Number(parts.national) } : { code: '+86', phone: stored };
}
