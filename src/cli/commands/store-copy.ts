/** `admiralty store copy` (issue 17 §4): campaigns from one store to another, checked (src/store/copy.ts). */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import { parse } from '../args.js';
import { AdmiraltyError } from '../../pipeline/errors.js';
import { copyCampaign } from '../../store/copy.js';
import { isPostgresUrl, openAnyStore, storeLabel } from '../../store/open-store.js';
import type { Store } from '../../store/types.js';

export const storeCopyCommand: Command = {
  name: ['store', 'copy'],
  summary: summaryOf('store copy'),
  usage: 'admiralty store copy --from <sqlite file|postgres://…> --to <sqlite file|postgres://…> [--campaign ID ...]',
  help: [
    'Copies campaigns (every campaign of --from, or those named by --campaign) into --to: SQLite to PostgreSQL, or back.',
    'Every row of the campaign goes across with its ids; before the copy commits, each table is read back and compared',
    'with the source, and the campaign is replayed from the copied journal, every digest reproduced. A campaign already',
    'in --to, or a copy that does not match, leaves --to as it was. The source is only read. Exit 0 when every campaign',
    'was copied.',
  ].join('\n'),
  run(ctx) {
    const { help, values } = parse(ctx.args, { from: { type: 'string' }, to: { type: 'string' }, campaign: { type: 'string', multiple: true } }, [], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const spec = (name: 'from' | 'to'): string => {
      const v = values[name];
      if (typeof v !== 'string' || v === '') throw new AdmiraltyError('ADM2006', { option: `--${name}`, what: 'a SQLite file or a postgres:// URL' });
      return isPostgresUrl(v) ? v : resolve(v);
    };
    const fromSpec = spec('from');
    const toSpec = spec('to');
    // Reading must not conjure an empty SQLite file where the user mistyped a path.
    if (!isPostgresUrl(fromSpec) && !existsSync(fromSpec)) throw new AdmiraltyError('ADM2007', { file: fromSpec, advice: 'name an existing store with --from' });
    let from: Store | null = null;
    let to: Store | null = null;
    try {
      from = openAnyStore(fromSpec);
      to = openAnyStore(toSpec);
      const named = (values as Record<string, unknown>).campaign as string[] | undefined;
      const ids = named?.length ? named : from.listCampaigns().map((c) => c.id);
      for (const id of ids) {
        const r = copyCampaign(from, to, id, storeLabel(toSpec));
        const total = Object.values(r.rows).reduce((a, b) => a + b, 0);
        ctx.io.out(`copied ${id}: ${total} rows in ${Object.keys(r.rows).length} tables; every table matches and ${r.replayed} journalled exchange${r.replayed === 1 ? ' replays to its digest' : 's replay to their digests'}\n`);
      }
      if (!ids.length) ctx.io.out(`no campaigns in ${storeLabel(fromSpec)}\n`);
      return 0;
    } finally {
      from?.close();
      to?.close();
    }
  },
};
