import { Column, count, getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { PROPERTY_COUNT_BOUND, type PropertySort } from '@nestwise/shared';
import type { Executor } from '../../db/client';
import { statementName } from '../../db/named-statements';
import type { PropertyRow } from './properties.repo';
import { properties } from './properties.schema';
import { orderBy } from './properties.sorts';

/**
 * A search page's statement, built once per sort and kind (decision 0770). Everything but the
 * where clause (the 41 listing columns, the count's subquery, the order, the limits) is the same
 * text for every search of one sort, so drizzle renders it once, with a marker where the
 * conditions go; a request renders only its conditions and splices them in (twice on a first
 * page: the page and its count share the conditions' parameters). Its rows are mapped by the
 * columns' own decoders, compiled once, instead of drizzle's generic per-row walk.
 */

/** Where the conditions go: a comment, which nothing else in drizzle's rendering writes. */
const WHERE_MARK = '/*conditions*/';
type Piece = string | { where: true } | { param: 'bound' | 'limit' };

interface Template {
  pieces: Piece[];
  /** Key and decoder of each selected column, in the select list's order. */
  fields: Array<[key: string, decode: (value: unknown) => unknown]>;
}

export type SearchStatementKind = 'firstPage' | 'page';

const dialect = new PgDialect();
const builder = new QueryBuilder(dialect);
const listing = getTableColumns(properties);
const templates = new Map<string, Template>();

function decoderOf(field: unknown): (value: unknown) => unknown {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  // An expression's decoder (`mapWith`), which drizzle keeps on the SQL object.
  const { decoder } = field as { decoder: { mapFromDriverValue(value: unknown): unknown } };
  return (value) => decoder.mapFromDriverValue(value);
}

/** Splits drizzle's text at the where marker and at its two placeholders' `$n`. */
function piecesOf(text: string, params: unknown[]): Piece[] {
  const pieces: Piece[] = [];
  for (const part of text.split(/(\/\*conditions\*\/|\$\d+)/)) {
    if (part === WHERE_MARK) pieces.push({ where: true });
    else if (/^\$\d+$/.test(part)) {
      const placeholder = params[Number(part.slice(1)) - 1] as { name?: string } | undefined;
      if (placeholder?.name !== 'bound' && placeholder?.name !== 'limit') {
        throw new Error(`search template: unexpected parameter ${part}`);
      }
      pieces.push({ param: placeholder.name });
    } else if (part) pieces.push(part);
  }
  return pieces;
}

function buildTemplate(kind: SearchStatementKind, sort: PropertySort): Template {
  const where = sql.raw(WHERE_MARK);
  const order = orderBy(sort);
  const limit = sql.placeholder('limit');
  let selection: Record<string, unknown> = listing;
  let query;
  if (kind === 'firstPage') {
    // Counted up to one past the bound, never further (decision 0312), in the page's own
    // statement: an uncorrelated subquery, run once however many rows the page has.
    const counted = builder.select({ total: count() }).from(
      builder
        .select({ one: sql`1` })
        .from(properties)
        .where(where)
        .limit(sql.placeholder('bound'))
        .as('matches'),
    );
    const total = sql<number>`(${counted})`.mapWith(Number);
    selection = { ...listing, total };
    query = builder
      .select({ ...listing, total })
      .from(properties)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .toSQL();
  } else {
    query = builder
      .select(listing)
      .from(properties)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .toSQL();
  }
  return {
    pieces: piecesOf(query.sql, query.params),
    fields: Object.entries(selection).map(([key, field]) => [key, decoderOf(field)]),
  };
}

function templateOf(kind: SearchStatementKind, sort: PropertySort): Template {
  const key = `${kind}:${sort}`;
  let template = templates.get(key);
  if (!template) {
    template = buildTemplate(kind, sort);
    templates.set(key, template);
  }
  return template;
}

/** The text and parameters of a search page: `where` is the search's conditions (and paging). */
export function searchStatement(
  kind: SearchStatementKind,
  sort: PropertySort,
  where: SQL | undefined,
  limit: number,
): { sql: string; params: unknown[] } {
  const conditions = dialect.sqlToQuery(where ?? sql`true`);
  const params = [...conditions.params];
  const values = { bound: PROPERTY_COUNT_BOUND + 1, limit: limit + 1 };
  let text = '';
  for (const piece of templateOf(kind, sort).pieces) {
    if (typeof piece === 'string') text += piece;
    else if ('where' in piece) text += conditions.sql;
    else {
      params.push(values[piece.param]);
      text += `$${params.length}`;
    }
  }
  return { sql: text, params };
}

export type FirstPageRow = PropertyRow & { total: number };

/**
 * Runs a search page's statement through the executor's own session (its driver's type parsing,
 * a transaction's connection), named on a Postgres server (db/named-statements.ts), its rows
 * mapped by the template's decoders.
 */
export function runSearchStatement<K extends SearchStatementKind>(
  db: Executor,
  kind: K,
  sort: PropertySort,
  where: SQL | undefined,
  limit: number,
): Promise<Array<K extends 'firstPage' ? FirstPageRow : PropertyRow>> {
  const { fields } = templateOf(kind, sort);
  const query = searchStatement(kind, sort, where, limit);
  const mapRows = (rows: unknown[][]) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let index = 0; index < fields.length; index += 1) {
        const [key, decode] = fields[index]!;
        const value = row[index];
        mapped[key] = value === null ? null : decode(value);
      }
      return mapped;
    });
  const prepared = db._.session.prepareQuery(
    query,
    undefined,
    statementName(query.sql),
    true,
    mapRows,
  );
  return prepared.execute() as Promise<Array<K extends 'firstPage' ? FirstPageRow : PropertyRow>>;
}

/** A statement's text and parameters as drizzle SQL again (for EXPLAIN in tests and the bench). */
export function asSql({ sql: text, params }: { sql: string; params: unknown[] }): SQL {
  return sql.join(
    text
      .split(/(\$\d+)/)
      .map((part) =>
        /^\$\d+$/.test(part) ? sql`${params[Number(part.slice(1)) - 1]}` : sql.raw(part),
      ),
  );
}
