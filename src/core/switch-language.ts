import { setAssetCategories, type AssetCategory } from './asset-categories';
import { ASSET_CATEGORIES_URL, COOKIES } from './constants';
import { writeCookie } from './cookies';
import { http as appHttp, type HttpClient } from './http';
import { loadLanguage, SERVER_LANGUAGE_CODES, type Language } from './i18n';
import { loadProfile } from './session/load-profile';
import { setProfile } from './session/store';

const COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

/**
 * Changes the interface language without leaving the page: the cookie the
 * server translates by, the catalogue, then what the server had labelled in the
 * old language (the profile's choices, the asset categories). Metadata is keyed
 * by language, so screens read it afresh when they show again.
 */
export async function switchLanguage(language: Language, http: HttpClient = appHttp): Promise<void> {
  writeCookie(COOKIES.language, SERVER_LANGUAGE_CODES[language], { maxAgeSeconds: COOKIE_MAX_AGE_SECONDS });
  await loadLanguage(language);
  const [{ profile, extra }, categories] = await Promise.all([
    loadProfile(http, { silent: true }),
    http.get<AssetCategory[]>(ASSET_CATEGORIES_URL, { silent: true }).catch(() => null),
  ]);
  setProfile(profile, extra);
  if (categories) setAssetCategories(categories);
}
