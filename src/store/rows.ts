/**
 * Rows as both stores read them back (SQLite and PostgreSQL): column names to the Store's row
 * types. Booleans are 0/1 integers in both schemas; counts and ids may come back as strings from
 * PostgreSQL's bigint, hence Number() throughout. The compressed columns (packed.ts, schema
 * version 9) arrive as bytes or as text, whichever was stored, and are read through unpack.
 */
import { canonicalJson } from '../kernel/canonical.js';
import { unpack } from './packed.js';
import type { CampaignHead, CampaignRow, InboundRow, InboundStatus, JournalRow, OutboxRow, PlayerRow, ReportRow, SubmissionRow } from './types.js';

export type Row = Record<string, unknown>;

export function inbound(r: Row): InboundRow {
  const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
  const t = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
  return {
    id: Number(r.id), dedupeKey: String(r.dedupe_key), messageId: t(r.message_id), transportId: String(r.transport_id),
    receivedAt: String(r.received_at), size: Number(r.size), raw: r.raw as Buffer, fromAddr: t(r.from_addr), campaign: t(r.campaign),
    seat: t(r.seat), turn: n(r.turn), exchange: n(r.exchange), status: r.status as InboundStatus, code: t(r.code), detail: t(r.detail), submission: n(r.submission),
    authenticated: Number(r.authenticated ?? 0) === 1, duplicateOf: n(r.duplicate_of),
  };
}

export function outbox(r: Row): OutboxRow {
  return {
    messageId: String(r.message_id), campaign: (r.campaign as string | null) ?? null, turn: r.turn === null ? null : Number(r.turn),
    exchange: r.exchange === null || r.exchange === undefined ? null : Number(r.exchange),
    kind: String(r.kind), recipient: String(r.recipient), specJson: unpack(r.spec_json), createdAt: String(r.created_at),
    status: r.status as OutboxRow['status'], attempts: Number(r.attempts), nextAttemptAt: String(r.next_attempt_at),
    lastError: (r.last_error as string | null) ?? null, sentAt: (r.sent_at as string | null) ?? null,
  };
}

/** Every column of journal but the state it left (issue 17 §3: whole-history reads skip the states). */
export const JOURNAL_COLUMNS_BUT_STATE = 'campaign, turn, exchange, kind, seed, orders_json, submissions_json, asked_json, key_json, engine_version, data_version, digest_before, digest_after, events_json, resolved_at';

/** Every column of campaigns but the two states (issue 17 §3: the campaign head). */
export const HEAD_COLUMNS = 'id, game, scenario, seed, created_at, turn, status, engine_version, data_version, exchange, pending_json, options_json';

export function campaignHead(r: Row): CampaignHead {
  return {
    id: String(r.id), game: String(r.game), scenario: String(r.scenario), seed: String(r.seed), createdAt: String(r.created_at),
    turn: Number(r.turn), status: r.status as CampaignRow['status'], engineVersion: String(r.engine_version), dataVersion: String(r.data_version),
    exchange: Number(r.exchange), pendingJson: (r.pending_json as string | null) ?? null, optionsJson: String(r.options_json),
  };
}

export function campaign(r: Row): CampaignRow {
  return { ...campaignHead(r), stateJson: String(r.state_json), initialStateJson: String(r.initial_state_json) };
}

export function submission(r: Row): SubmissionRow {
  return {
    id: Number(r.id), campaign: String(r.campaign), seat: String(r.seat), turn: Number(r.turn), exchange: Number(r.exchange), receivedAt: String(r.received_at),
    source: String(r.source), raw: String(r.raw), parsedJson: (r.parsed_json as string | null) ?? null,
    digest: (r.digest as string | null) ?? null, valid: Number(r.valid) === 1, diagnosticsJson: String(r.diagnostics_json),
  };
}

export function report(r: Row): ReportRow {
  return { campaign: String(r.campaign), turn: Number(r.turn), exchange: Number(r.exchange), viewer: String(r.viewer), format: String(r.format), body: unpack(r.body) };
}

export function journal(r: Row): JournalRow {
  // key_json (version 7; journal_dice before): the turn key and the seats' contributions, or null.
  const key = r.key_json === null || r.key_json === undefined ? null : JSON.parse(String(r.key_json)) as { turnKey: string; seats: unknown };
  const row = {
    campaign: String(r.campaign), turn: Number(r.turn), exchange: Number(r.exchange), kind: String(r.kind), seed: String(r.seed), ordersJson: String(r.orders_json),
    submissionsJson: String(r.submissions_json), askedJson: String(r.asked_json), engineVersion: String(r.engine_version), dataVersion: String(r.data_version),
    digestBefore: String(r.digest_before), digestAfter: String(r.digest_after), eventsJson: unpack(r.events_json),
    stateAfterJson: null as string | null, resolvedAt: String(r.resolved_at),
    turnKey: key?.turnKey ?? null, seatsJson: key ? canonicalJson(key.seats) : null,
  };
  // The state is inflated only when read: replay and the ledgers walk every row and read few states.
  const packed = r.state_after_json;
  let state: string | null | undefined;
  Object.defineProperty(row, 'stateAfterJson', { enumerable: true, get: () => (state === undefined ? (state = packed === null || packed === undefined ? null : unpack(packed)) : state) });
  return row;
}

export function playerRow(r: Row): PlayerRow {
  return {
    campaign: String(r.campaign), seat: String(r.seat), side: String(r.side), name: String(r.name),
    email: (r.email as string | null) ?? null, timeZone: (r.time_zone as string | null) ?? null, mode: r.mode as PlayerRow['mode'],
  };
}
