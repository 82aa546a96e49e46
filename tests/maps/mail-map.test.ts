// Issue 12 §1 "in every report mail": after a turn the report mail's HTML part shows the map as
// an inline image (cid), a PNG attachment carries the orders form's map, and the text part is
// complete without either (the whole stored text report, no reference to a picture).
import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { campaignData, makeHarness, type Harness } from '../mail/harness.js';
import { modProcess } from '../../src/daemon/moderator.js';
import { reportFor } from '../../src/pipeline/campaign.js';
import { pngSize } from './pixels.js';

let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('12 §1 the map in the report mail', () => {
  it('the HTML part shows the map inline (cid), the orders map is attached, the text part stands alone', async () => {
    const data = campaignData();
    h = makeHarness({ ...data, mail: { ...(data.mail as object), maps: true } });
    await h.tick();
    modProcess(h.ctx, 'med', 'cli:test');
    await h.tick();
    // keepCidLinks: see the HTML as sent (mailparser would otherwise inline the image as data:).
    const mails = await Promise.all(h.outbox('karl@example.org').map((f) => simpleParser(readFileSync(f), { keepCidLinks: true })));
    const report = mails.find((m) => /turn 1 report/.test(m.subject ?? ''));
    expect(report, 'the turn 1 report mail').toBeDefined();
    const inline = report!.attachments.find((a) => a.filename === 'map-turn-1.png')!;
    expect(inline.contentType).toBe('image/png');
    expect(inline.related).toBe(true);
    expect(inline.contentId).toBe('<map-turn-1@admiralty>');
    expect(report!.html).toContain('src="cid:map-turn-1@admiralty"');
    const attached = report!.attachments.find((a) => a.filename === 'orders-map-turn-2.png')!;
    expect(attached.contentType).toBe('image/png');
    expect(attached.related).toBeFalsy();
    expect(attached.contentDisposition).toBe('attachment');
    for (const png of [inline.content, attached.content]) {
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(pngSize(png).width).toBe(2000);
    }
    // Two different pictures: the report's and the orders form's.
    expect(inline.content.equals(attached.content)).toBe(false);
    // The text part is the whole text report, with no word of a picture.
    const text = (report!.text ?? '').replace(/\r\n/g, '\n');
    expect(text).toContain(reportFor(h.ctx.store, 'med', 'central', 'text', 1).trim().split('\n').slice(-3).join('\n'));
    expect(text).not.toMatch(/cid:|map-turn|\.png/);
  });

  it('mail.maps: false leaves the pictures out: no image part, no cid, the same text', async () => {
    const data = campaignData();
    h = makeHarness({ ...data, mail: { ...(data.mail as object), maps: false } });
    await h.tick();
    modProcess(h.ctx, 'med', 'cli:test');
    await h.tick();
    const mails = await Promise.all(h.outbox('karl@example.org').map((f) => simpleParser(readFileSync(f), { keepCidLinks: true })));
    const report = mails.find((m) => /turn 1 report/.test(m.subject ?? ''))!;
    expect(report.attachments.map((a) => a.contentType)).not.toContain('image/png');
    expect(report.html || '').not.toContain('cid:');
    expect(report.text).toContain(reportFor(h.ctx.store, 'med', 'central', 'text', 1).trim().split('\n')[0]);
  });

  it('Sink the Bismarck!: each seat\'s report mail shows its tactical picture inline, and carries no orders map (the game draws none)', async () => {
    const data = {
      mail: { mode: 'local', referee: 'referee@game.test', maps: true },
      campaigns: [{
        id: 'stb', scenario: 'sink-the-bismarck/denmark-strait', seed: '7', moderator: 'mod@game.test',
        players: { british: { name: 'Bea', email: 'bea@example.org' }, german: { name: 'Gus', email: 'gus@example.org' } },
        deadline: { every: '48h' },
      }],
    };
    h = makeHarness(data);
    await h.tick();
    modProcess(h.ctx, 'stb', 'cli:test');
    await h.tick();
    const mails = await Promise.all(h.outbox('gus@example.org').map((f) => simpleParser(readFileSync(f), { keepCidLinks: true })));
    const reports = mails.filter((m) => /report/.test(m.subject ?? ''));
    expect(reports.length, mails.map((m) => m.subject).join('; ')).toBeGreaterThan(0);
    for (const report of reports) {
      const pngs = report.attachments.filter((a) => a.contentType === 'image/png');
      // Inline; a seat not asked for orders also gets the same picture attached to keep (src/daemon/turns.ts).
      expect(pngs.map((a) => a.filename).every((f) => f === 'map-turn-1.png'), report.subject).toBe(true);
      expect(pngs.map((a) => !!a.related)).toEqual(pngs.length === 1 ? [true] : [true, false]);
      expect(pngs.every((a) => a.content.equals(pngs[0].content))).toBe(true);
      expect(report.html).toContain(`src="cid:${pngs[0].contentId!.replace(/[<>]/g, '')}"`);
      expect(pngs[0].content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(pngSize(pngs[0].content).width).toBe(1400);
    }
  });
});

