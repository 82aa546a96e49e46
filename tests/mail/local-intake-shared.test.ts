/**
 * The local mail folder shared by two daemons on one PostgreSQL store (issue 17 §4): a mail the
 * other daemon handled and moved away while this one was handling it does not fail the whole
 * poll; the mails behind it are still handled in the same pass.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalIntake, localMailFolders } from '../../src/mail/local-transport.js';

describe('the local intake on a folder another intake shares (issue 17 §4)', () => {
  it('a mail moved away by the other intake meanwhile is passed over, and the pass goes on', async () => {
    const root = mkdtempSync(join(tmpdir(), 'adm-shared-'));
    try {
      const intake = new LocalIntake({ root, settleMs: 0 });
      const { inbox, processed } = localMailFolders(root);
      writeFileSync(join(inbox, '1.eml'), 'Subject: one\r\n\r\nx\r\n');
      writeFileSync(join(inbox, '2.eml'), 'Subject: two\r\n\r\nx\r\n');
      const handled: string[] = [];
      const count = await intake.pollOnce(async (m) => {
        handled.push(m.id);
        // The other daemon took the first mail to its folder while this one handled it.
        if (m.id === '1.eml') unlinkSync(join(inbox, '1.eml'));
        return 'processed';
      });
      expect(handled).toEqual(['1.eml', '2.eml']);
      expect(count).toBe(2);
      expect(readdirSync(processed)).toEqual(['2.eml']);
      expect(existsSync(join(inbox, '2.eml'))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
