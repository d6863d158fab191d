import type { ComponentType, ReactNode } from 'react';
import type { withColumnFilters } from './column-filters';
import type { HeaderFilterProps } from './header-filter';
import type { IconName } from '../icons/icon-paths';
import type { Row } from '../resource/row';

/** How a screen changes one generated column. */
export interface ColumnConfig {
  label?: string;
  /** Replaces the per-type display. */
  render?: (row: Row) => ReactNode;
  width?: number;
  sortable?: boolean;
  /**
   * A filter in the column's header: the values to pick from (roles read from
   * the server), or true for the field's own (yes and no, its choices). Shown
   * where the list is given `columnFilters`.
   */
  filter?: true | readonly FilterChoice[];
}

/**
 * The columns' header filters (ColumnConfig.filter), which a list shows when
 * its screen gives it them (HEADER_FILTERS of header-filter.tsx): only the
 * users list has any, so their code stays out of every other list's first load.
 */
export interface HeaderFilterKit {
  /** The search bar's options with those the columns filter on. */
  withColumnFilters: typeof withColumnFilters;
  /** A header's filter: its button and its menu. */
  Button: ComponentType<HeaderFilterProps>;
}

/** One value a column's header filter offers. */
export interface FilterChoice {
  label: string;
  value: string;
}

/** What an action button may look at when deciding whether it shows and works. */
export interface ActionContext {
  selected: readonly Row[];
  row?: Row;
  reload: () => void;
}

/** Spec "Action button": name, title, icon, tip, callback, has, can, divided, group, dropdown. */
export interface ActionButton {
  name: string;
  title: string;
  icon?: IconName;
  tip?: string;
  onClick?: (context: ActionContext) => void;
  /** false hides the button. */
  has?: boolean | ((context: ActionContext) => boolean);
  /** false disables it. */
  can?: boolean | ((context: ActionContext) => boolean);
  /** A separator before it (in menus). */
  divided?: boolean;
  /** Buttons of one group sit together in the toolbar. */
  group?: string;
  /** A menu of further actions instead of a callback. */
  dropdown?: ActionButton[];
  /** Asked before the callback runs (delete, terminate, reject): the callback runs on yes. */
  confirm?: ActionQuestion;
  /** What follows a callback that succeeded; without it the callback does all (it navigates, opens a dialog). */
  done?: ActionOutcome;
  /** Row actions are ordered by it: update 10, delete 20, clone 30. */
  order?: number;
  variant?: 'default' | 'primary' | 'danger';
}

/** A text, or one made from the row or rows acted on. */
type ContextText = string | ((context: ActionContext) => string);

/** What an action asks first; the title and message may name the row it acts on. */
export interface ActionQuestion {
  title?: ContextText;
  message: ContextText;
  confirmLabel?: string;
  danger?: boolean;
}

/**
 * After the callback: the success message (made from the rows as they were
 * before), the list or object acted in reloaded, and what other URLs serve
 * refreshed wherever it shows.
 */
interface ActionOutcome {
  message: ContextText;
  refresh?: string;
}

export type ToolbarAction = 'create' | 'import' | 'export' | 'bulkUpdate' | 'bulkDelete' | 'clone';
