// The read side of a resource: one object, and its list (a limit/offset page of
// it, or all of it). The server's thread runs these, and so do the reader threads
// (server/readers/), which must answer exactly as the server's thread would.
import { notFound } from '../http/errors.mjs';
import { listColumns, outputFields, serialize } from './serialize.mjs';

/** Absolute next/previous links of a limit/offset page. */
function pageLink(ctx, page, offset) {
  const params = new URLSearchParams(ctx.query);
  params.set('limit', String(page.limit));
  if (offset <= 0) params.delete('offset');
  else params.set('offset', String(offset));
  return `${ctx.origin}${ctx.url.pathname}?${params}`;
}

export function paginated(ctx, page, count, results) {
  const nextOffset = page.offset + page.limit;
  return {
    count,
    next: nextOffset < count ? pageLink(ctx, page, nextOffset) : null,
    previous: page.offset > 0 ? pageLink(ctx, page, page.offset - page.limit) : null,
    results,
  };
}

/** The row of the detail URL's id, visible in the request's organization, or 404. */
export function findOr404(resource, ctx) {
  const row = ctx.services.store.find(resource, ctx, ctx.params.id);
  if (!row) throw notFound(resource.label);
  return row;
}

/**
 * A page (or all) of a resource's list, read from one snapshot.
 * @param {import('./define.mjs').Resource} resource
 */
export function readList(resource, ctx) {
  return ctx.services.db.snapshot(() => {
    const fields = outputFields(resource, ctx, 'list');
    // Counts of links the page loads anyway are taken from them (serialize()), not counted again in SQL.
    const skip = fields.filter((field) => field.countOf && fields.some((other) => other.name === field.countOf)).map((field) => field.name);
    const { rows, page, count } = ctx.services.store.list(resource, ctx, { skip, columns: listColumns(resource) });
    const results = serialize(resource, rows, ctx, 'list', fields);
    return page ? paginated(ctx, page, count, results) : results;
  });
}

/**
 * One object of a resource, read from one snapshot.
 * @param {import('./define.mjs').Resource} resource
 */
export function readDetail(resource, ctx) {
  return ctx.services.db.snapshot(() => serialize(resource, [findOr404(resource, ctx)], ctx)[0]);
}

/** The reads by the name a reader thread's job gives them. */
export const READS = { list: readList, detail: readDetail };

/**
 * The list of a resource restricted to some ids, with the request's filters, search, order and page: a custom list
 * action over the resource's own serializer (su-from accounts, an automation's assets…).
 * @param {import('./define.mjs').Resource} resource @param {string[]} ids
 */
export function readListOf(resource, ctx, ids) {
  const query = new URLSearchParams(ctx.query);
  // An empty `ids` would filter nothing (an empty filter value is skipped); a lone comma is a list of no ids.
  query.set('ids', ids.length ? ids.join(',') : ',');
  return readList(resource, ctx.with({ query }));
}

/** SuggestionMixin: the first 10 rows the request's filters give, in the resource's own shape (a page of them when asked). */
export function readSuggestions(resource, ctx) {
  const query = new URLSearchParams(ctx.query);
  query.set('limit', '10');
  query.delete('offset');
  const { rows } = ctx.services.store.list(resource, ctx.with({ query }), { columns: 't.id' });
  return readListOf(
    resource,
    ctx,
    rows.map((row) => String(row.id)),
  );
}
