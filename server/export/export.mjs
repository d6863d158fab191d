// GET <list>?format=csv|xlsx[&template=import|update]: the list as a file
// (api-contract 4.13), at most 10,000 rows, cells neutralized against formulas.
import { createRequire } from 'node:module';
import { reply } from '../http/reply.mjs';
import { serialize } from '../registry/serialize.mjs';
import { MAX_LIMIT } from '../registry/query.mjs';
import { columnsFor, neutralize, titleOf, toCell } from './columns.mjs';

const require = createRequire(import.meta.url);
const Papa = require('papaparse');
const XLSX = require('xlsx');
const XLSX_CELL_MAX = 32767;

const TEMPLATES = new Set(['export', 'import', 'update']);

function stamp() {
  const iso = new Date().toISOString();
  return `${iso.slice(0, 10)}_${iso.slice(11, 19).replaceAll(':', '-')}`;
}

/** The `#Help` row of import templates: what each column expects. */
function helpRow(columns, ctx) {
  return columns.map((field, index) => {
    const hint = field.help
      ? ctx.t(field.help)
      : field.choices
        ? field.choices.map((choice) => choice.value).join('/')
        : field.kind === 'm2m'
          ? '["name(id)", ...]'
          : field.kind === 'fk'
            ? 'name(id)'
            : field.type;
    return index === 0 ? `#Help ${hint}` : hint;
  });
}

/** @param {import('../registry/define.mjs').Resource} resource */
export function exportList(resource, ctx, format) {
  const template = TEMPLATES.has(ctx.query.get('template') ?? '') ? ctx.query.get('template') : 'export';
  const columns = columnsFor(resource, template);
  const { rows } = ctx.services.store.list(resource, ctx, { maxRows: MAX_LIMIT });
  const objects = serialize(resource, rows, ctx);
  const table = [
    columns.map((field) => titleOf(field, ctx)),
    ...(template === 'export' ? [] : [helpRow(columns, ctx)]),
    ...objects.map((object) => columns.map((field) => neutralize(toCell(field, object[field.name])))),
  ];
  const name = `${resource.model}_${template === 'import' ? 'template' : stamp()}.${format}`;
  const disposition = `attachment; filename="${name}"`;
  if (format === 'csv') {
    return reply(200, `\uFEFF${Papa.unparse(table)}`, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': disposition });
  }
  const book = XLSX.utils.book_new();
  // A spreadsheet cell holds at most 32,767 characters; a longer text (a comment, a key) is cut to fit rather than refused.
  const cells = table.map((row) => row.map((cell) => (typeof cell === 'string' && cell.length > XLSX_CELL_MAX ? cell.slice(0, XLSX_CELL_MAX) : cell)));
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), resource.label.slice(0, 31));
  return reply(200, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }), { 'Content-Type': 'application/xlsx', 'Content-Disposition': disposition });
}
