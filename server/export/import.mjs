// POST|PUT <list>render-to-json/ with a raw text/csv or text/xlsx body: the file
// as {title, data} for the console to create or update row by row (api-contract 4.12).
import { createRequire } from 'node:module';
import { badRequest, parseError } from '../http/errors.mjs';
import { columnsFor, fromCell } from './columns.mjs';

const require = createRequire(import.meta.url);
const Papa = require('papaparse');
const XLSX = require('xlsx');

function readTable(body) {
  if (body?.kind !== 'file') throw badRequest('Request file format may be wrong');
  if (body.type === 'text/csv') {
    const text = body.value.toString('utf8').replace(/^\uFEFF/, '');
    const parsed = Papa.parse(text, { skipEmptyLines: 'greedy' });
    if (parsed.errors.some((error) => error.type === 'Quotes')) throw parseError(`Parse file error: ${parsed.errors[0].message}`);
    return parsed.data;
  }
  try {
    const book = XLSX.read(body.value, { type: 'buffer', dense: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    return XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: '', blankrows: false });
  } catch (error) {
    throw parseError(`Parse file error: ${error.message}`);
  }
}

const normalize = (text) =>
  String(text ?? '')
    .trim()
    .replace(/^\*/, '')
    .trim()
    .toLowerCase();

/** @param {import('../registry/define.mjs').Resource} resource */
export async function renderToJson(resource, ctx) {
  const rows = readTable(await ctx.body({ files: true }));
  const [titles, ...records] = rows;
  if (!titles?.length || !records.length) throw badRequest('Request file format may be wrong');
  const candidates = columnsFor(resource, ctx.method === 'PUT' ? 'update' : 'import');
  const lookup = new Map();
  for (const field of candidates) {
    for (const key of [field.name, field.label, ctx.t(field.label)]) lookup.set(normalize(key), field);
  }
  const matched = titles.map((title) => lookup.get(normalize(title)) ?? null);
  const data = records
    .filter((record, index) => !(index === 0 && String(record[0] ?? '').startsWith('#Help')))
    .filter((record) => record.some((cell) => String(cell ?? '').trim() !== ''))
    .map((record) => {
      const object = {};
      matched.forEach((field, index) => {
        const cell = record[index];
        if (!field || cell === undefined || cell === '') return;
        object[field.name] = fromCell(field, cell);
      });
      return object;
    });
  return {
    title: titles.map((title, index) => [String(title), matched[index]?.name ?? '']).filter(([, name]) => name),
    data,
  };
}
