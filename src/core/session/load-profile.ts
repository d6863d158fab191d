import { PROFILE_PERMISSIONS_URL, PROFILE_URL } from '../constants';
import type { HttpClient, RequestOptions } from '../http';
import type { Profile, ProfilePermissions } from './types';

type Options = Omit<RequestOptions, 'url' | 'method'>;

/**
 * The profile, with permissions and organizations from the separate endpoint
 * of later servers when the profile itself has none.
 */
export async function loadProfile(http: HttpClient, options: Options = {}): Promise<{ profile: Profile; extra: ProfilePermissions }> {
  const profile = await http.get<Profile>(PROFILE_URL, options);
  if (!profile || typeof profile !== 'object' || !profile.username) throw new EmptyProfileError();
  if (Array.isArray(profile.perms)) return { profile, extra: {} };
  const extra = await http.get<ProfilePermissions>(PROFILE_PERMISSIONS_URL, options);
  return { profile, extra: extra ?? {} };
}

/** The profile answer had no user in it ("Verification failed, please Login again"). */
export class EmptyProfileError extends Error {
  constructor() {
    super('Empty profile');
    this.name = 'EmptyProfileError';
  }
}
