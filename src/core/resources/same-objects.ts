/**
 * List URLs that serve the same objects through other serializers: an asset is
 * listed under assets/ and under its kind's own list (hosts/, databases/…); a
 * ticket under tickets/ and under its type's list; an account under accounts/
 * and account-secrets/. A change made through one is seen through all.
 */
const FAMILIES: readonly RegExp[] = [
  /^\/api\/v1\/assets\/(assets|hosts|devices|databases|clouds|webs|gpts|customs|ds)\/$/,
  /^\/api\/v1\/tickets\/(tickets|apply-[a-z-]+-tickets)\/$/,
  /^\/api\/v1\/accounts\/(accounts|account-secrets)\/$/,
];

/** Whether two list URLs (query strings aside) serve the same objects: the same URL, or two of one family. */
export function servesSameObjects(a: string, b: string): boolean {
  const [left = ''] = a.split('?');
  const [right = ''] = b.split('?');
  if (left === right) return true;
  return FAMILIES.some((family) => family.test(left) && family.test(right));
}
