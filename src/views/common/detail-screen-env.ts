import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { hasPermission } from '../../core/perms';
import { sessionStore } from '../../core/session/store';

/** What a detail configuration may depend on: the translator and what the signed-in user may do. */
export interface DetailScreenEnv {
  t: ReturnType<typeof useT>;
  can: (permission: string) => boolean;
}

/** The translator and the signed-in user's permissions, for configurations that depend on them. */
export function useDetailScreenEnv(): DetailScreenEnv {
  const t = useT();
  const perms = useStore(sessionStore, (state) => state.perms);
  return { t, can: (permission) => hasPermission(perms, permission) };
}
