/**
 * Schema 4 (issue 9.4, 9.7): a store written by an older release (schema 3) opens and upgrades, and
 * through the later steps to this release's version (seam §7: V_SEAM renames `side` to `seat`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAIRPLAY_SCHEMA_SQL, MAIL_SCHEMA_SQL, SCHEMA_SQL, SCHEMA_VERSION } from '../../src/store/schema.js';
import { openStore } from '../../src/store/sqlite-store.js';

let dir = '';
afterEach(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

describe('store schema 3 → 4 and on', () => {
  it('keeps every inbound row, marks the authenticated ones, and lets one key repeat', () => {
    dir = mkdtempSync(join(tmpdir(), 'adm-migrate-'));
    const file = join(dir, 'admiralty.db');
    const old = new Database(file);
    old.exec(SCHEMA_SQL); old.exec(MAIL_SCHEMA_SQL); old.exec(FAIRPLAY_SCHEMA_SQL);
    old.prepare("INSERT INTO meta (key, value) VALUES ('schema_version', '3')").run();
    const ins = old.prepare(`INSERT INTO inbound (dedupe_key, message_id, transport_id, received_at, size, raw, from_addr, campaign, side, turn, status, code, detail, submission)
      VALUES (?, ?, 't', '2026-01-01T00:00:00Z', 3, ?, 'karl@example.org', ?, ?, 1, ?, ?, NULL, NULL)`);
    ins.run('k1', '<a@x>', Buffer.from('abc'), 'med', 'central', 'processed', null);
    ins.run('k2', '<b@x>', Buffer.from('def'), 'med', 'central', 'rejected', 'ML4030');
    ins.run('k3', '<c@x>', Buffer.from('ghi'), null, null, 'quarantined', 'ML4040');
    old.close();

    const store = openStore(file);
    const rows = store.listInbound();
    expect(rows.map((r) => [r.messageId, r.status, r.authenticated, r.raw.toString(), r.seat, r.exchange])).toEqual([
      ['<a@x>', 'processed', true, 'abc', 'central', 1], ['<b@x>', 'rejected', false, 'def', 'central', 1], ['<c@x>', 'quarantined', false, 'ghi', null, 1],
    ]);
    const again = store.insertInbound({ ...rows[0]!, status: 'received' });
    expect(again.id).toBeGreaterThan(rows[2]!.id);
    expect(store.firstInbound('k1')!.id).toBe(rows[0]!.id);
    store.close();
    // Opening again runs no one-time step twice.
    const reopened = openStore(file);
    expect(reopened.listInbound()).toHaveLength(4);
    expect(reopened.countRefusal('karl@example.org', '2026-01-01T00').count).toBe(1);
    reopened.close();
    const check = new Database(file);
    expect((check.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string }).value).toBe(String(SCHEMA_VERSION));
    expect(check.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    check.close();
  });
});
