import type { FieldOverride } from '../../blocks/form/form-types';
import type { FormScreenEnv } from '../common/form-screen';

/** A generated password's rules (JumpServer's PasswordRulesSerializer): its length and the kinds of characters it takes. */
export const passwordRules = ({ t }: Pick<FormScreenEnv, 't'>): FieldOverride => {
  const kind = (label: string) => ({ type: 'boolean', default: true, label });
  return {
    shape: {
      type: 'nested object',
      children: {
        length: { type: 'integer', default: 16, min_value: 8, max_value: 30, label: t('passwordRules.length') },
        lowercase: kind(t('passwordRules.lowercase')),
        uppercase: kind(t('passwordRules.uppercase')),
        digit: kind(t('passwordRules.digit')),
        symbol: kind(t('passwordRules.symbol')),
        exclude_symbols: { type: 'string', default: '', max_length: 16, label: t('passwordRules.excludeSymbols') },
      },
    },
  };
};
