// DRF's validation messages, word for word, so the console shows what a real server would say.
export const MSG = {
  required: 'This field is required.',
  null: 'This field may not be null.',
  blank: 'This field may not be blank.',
  nullCharacter: 'Null characters are not allowed.',
  surrogate: (code) => `Surrogate characters are not allowed: U+${code.toString(16).toUpperCase()}.`,
  maxLength: (n) => `Ensure this field has no more than ${n} characters.`,
  minLength: (n) => `Ensure this field has at least ${n} characters.`,
  string: 'Not a valid string.',
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  maxValue: (n) => `Ensure this value is less than or equal to ${n}.`,
  minValue: (n) => `Ensure this value is greater than or equal to ${n}.`,
  boolean: 'Must be a valid boolean.',
  email: 'Enter a valid email address.',
  url: 'Enter a valid URL.',
  ip: 'Enter a valid IPv4 or IPv6 address.',
  datetime: 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
  choice: (value) => `"${value}" is not a valid choice.`,
  notAList: (value) => `Expected a list of items but got type "${typeOfValue(value)}".`,
  emptyList: 'This list may not be empty.',
  pkMissing: (value) => `Invalid pk "${value}" - object does not exist.`,
  pkType: (value) => `Incorrect type. Expected pk value, received ${typeOfValue(value)}.`,
  json: 'Value must be valid JSON.',
  dict: (value) => `Expected a dictionary of items but got type "${typeOfValue(value)}".`,
  unique: 'This field must be unique.',
  invalid: 'Invalid data.',
};

function typeOfValue(value) {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'dict';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'boolean') return 'bool';
  return 'str';
}

/** Thrown by a field parser: the message(s) end up under the field's name. */
export class FieldError extends Error {
  /** @param {string|string[]|object} messages */
  constructor(messages) {
    super(typeof messages === 'string' ? messages : JSON.stringify(messages));
    this.messages = typeof messages === 'string' ? [messages] : messages;
  }
}
