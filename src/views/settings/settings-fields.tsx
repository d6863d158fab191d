import type { FieldOverride } from '../../blocks/form/form-types';
import { RemoteIdSelect } from '../../blocks/select/remote-id-select';
import type { MessageKey } from '../../core/i18n';

type Translate = (key: MessageKey) => string;

/** The organizations LDAP users are synced into: picked by name, stored as ids. */
export const syncOrganizations: FieldOverride = {
  widget: 'tags',
  render: ({ value, onChange, id, invalid }) => (
    <RemoteIdSelect id={id} source={{ url: '/api/v1/orgs/orgs/' }} value={Array.isArray(value) ? value.map(String) : []} onChange={onChange} invalid={invalid} />
  ),
};

/**
 * The SAML2 service provider's advanced settings (python3-saml's): strict
 * mode, the organization it names in English, and the security flags as two
 * columns; anything else the server keeps is sent back as it came.
 */
export const saml2Advanced = (t: Translate): FieldOverride => {
  const text = (key: MessageKey) => ({ type: 'string', max_length: 1024, default: '', label: t(key) });
  return {
    shape: {
      type: 'nested object',
      children: {
        strict: { type: 'boolean', default: true, label: t('settings.saml2.strict') },
        organization: {
          type: 'nested object',
          label: t('settings.saml2.organization'),
          children: {
            en: {
              type: 'nested object',
              label: t('settings.saml2.organizationEn'),
              children: { name: text('settings.saml2.name'), displayname: text('settings.saml2.displayName'), url: text('settings.saml2.url') },
            },
          },
        },
        security: { type: 'json', default: {}, label: t('settings.saml2.security') },
      },
    },
  };
};
