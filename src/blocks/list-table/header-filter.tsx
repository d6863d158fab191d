import { Menu, MenuButton, MenuItem, usePopup } from '../menu';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import { withColumnFilters } from './column-filters';
import type { FilterChoice, HeaderFilterKit } from './types';
import * as styles from './list-table.css';

export interface HeaderFilterProps {
  /** The column's label, which names the button. */
  label: string;
  choices: readonly FilterChoice[];
  /** The value the list is filtered on now, if any. */
  value: string | undefined;
  onChange: (choice: FilterChoice | undefined) => void;
}

/**
 * A column header's filter, as the official console's: one of the column's
 * values picked from a menu (or all of them again); the list keeps it as the
 * search bar's tag, so it shows, survives a reload and is removed there too.
 */
export function HeaderFilter({ label, choices, value, onChange }: HeaderFilterProps) {
  const t = useT();
  const menu = usePopup({ placement: 'bottom-start' });
  const item = (choice: FilterChoice | undefined) => (
    <MenuItem key={choice?.value ?? ''} role="menuitemradio" aria-checked={choice?.value === value} className={controls.menuItem} onClick={() => onChange(choice)}>
      {choice?.label ?? t('table.filterAll')}
    </MenuItem>
  );
  return (
    <>
      <MenuButton menu={menu} className={`${styles.headerFilter} ${value === undefined ? '' : styles.sortActive}`} aria-label={t('table.filterBy', { column: label })}>
        <Icon name="filter" size={13} />
      </MenuButton>
      <Menu menu={menu} className={controls.popover} gutter={4}>
        {item(undefined)}
        {choices.map(item)}
      </Menu>
    </>
  );
}

/** What a list needs to show its columns' header filters (ListTableProps.columnFilters). */
export const HEADER_FILTERS: HeaderFilterKit = { withColumnFilters, Button: HeaderFilter };
