import type { Row } from '../../blocks/resource/row';
import { AccountTable } from './account-table';

/** An asset's accounts, with the Accounts list's actions, for the asset's detail page. */
export function AssetAccounts({ asset }: { asset: Row }) {
  return <AccountTable asset={asset} />;
}
