import { navigateTo } from '../../core/routes';
import { typedForm } from '../common/typed-form';
import type { StorageKind } from './storage-kinds';

/**
 * A storage's form: its name, then the settings of its type, then whether new
 * components use it; back to its tab on the components page.
 */
export const storageForm = (kind: StorageKind) =>
  typedForm({
    url: kind.url,
    by: 'type',
    nested: 'meta',
    fallback: kind.types[0]?.value ?? '',
    create: kind.create,
    update: kind.update,
    basic: ['name', 'type'],
    other: ['is_default', 'comment'],
    onSuccess: () => navigateTo({ name: 'TerminalSetting', query: { activeTab: kind.tab } }),
  });
