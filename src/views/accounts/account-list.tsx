import type { ScreenProps } from '../types';
import { AccountTable } from './account-table';

/** Every asset's accounts: made, changed, tested and their secrets read (after a fresh confirmation) here. */
export default function AccountList({ query }: ScreenProps) {
  return <AccountTable routeQuery={query} />;
}
