import { screens as accounts } from './accounts/screens';
import { screens as applets } from './applets/screens';
import { screens as assets } from './assets/screens';
import { screens as audit } from './audit/screens';
import { screens as cloud } from './cloud/screens';
import { screens as common } from './common/screens';
import { screens as dashboard } from './dashboard/screens';
import { screens as perms } from './perms/screens';
import { screens as profile } from './profile/screens';
import { screens as settings } from './settings/screens';
import { screens as tickets } from './tickets/screens';
import { screens as users } from './users/screens';
import { screens as workbench } from './workbench/screens';
import type { ScreenLoaders } from './types';

/** Every screen of the console by route name; each area keeps its own list. */
export const screens: ScreenLoaders = {
  ...common,
  ...dashboard,
  ...users,
  ...assets,
  ...cloud,
  ...accounts,
  ...perms,
  ...audit,
  ...workbench,
  ...tickets,
  ...settings,
  ...applets,
  ...profile,
};

export type { Screen, ScreenLoaders, ScreenModule, ScreenProps } from './types';
