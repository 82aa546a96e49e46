/** `admiralty mod …`: the moderator's commands. Mail they cause goes to the outbox; the daemon sends it. */
import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import type { CommandContext } from '../context.js';
import { parse, intOption } from '../args.js';
import { modExtend, modPause, modPreview, modProcess, modReplacePlayer, modResend, modResume, modStatus } from '../../daemon/moderator.js';
import { moderatorSecrets, secretsFor } from '../../daemon/mailer.js';
import type { WebConfig } from '../../mail/config.js';
import { daemonContext } from './daemon-context.js';
import type { DaemonContext } from '../../daemon/context.js';

const CONFIG = { config: { type: 'string' as const } };

function withDaemon(ctx: CommandContext, file: string | undefined, fn: (d: DaemonContext) => number): number {
  const d = daemonContext(ctx, file);
  try { return fn(d); } finally { d.close(); }
}

function modCommand(word: string, positionals: string[], extra: Record<string, { type: 'string' | 'boolean' }>, act: (d: DaemonContext, ctx: CommandContext, pos: readonly string[], values: Readonly<Record<string, string | boolean | undefined>>) => string, optional = 0): Command {
  const usage = `admiralty mod ${word} ${positionals.map((p) => `<${p}>`).join(' ')} [--config FILE]${Object.keys(extra).map((k) => ` [--${k}${extra[k]!.type === 'string' ? ' X' : ''}]`).join('')}`;
  return {
    name: ['mod', word], summary: summaryOf(`mod ${word}`), usage,
    help: `${summaryOf(`mod ${word}`)}. Logged in the store's moderator log. --config names the daemon's configuration (default: the embedded one).`,
    run(ctx) {
      const { help, positionals: pos, values } = parse(ctx.args, { ...CONFIG, ...extra }, positionals, usage, optional);
      if (help) { ctx.io.out(`${usage}\n\n${this.help}\n`); return 0; }
      return withDaemon(ctx, values.config as string | undefined, (d) => { ctx.io.out(act(d, ctx, pos, values)); return 0; });
    },
  };
}

export const modCommands: readonly Command[] = [
  modCommand('status', ['campaign'], { secrets: { type: 'boolean' } }, (d, _c, [c], v) => {
    let out = modStatus(d, c!);
    if (v.secrets) {
      out += `moderator passphrase: ${moderatorSecrets(d, c!).passphrase}\n`;
      for (const p of d.store.listPlayers(c!)) out += `  ${p.seat} passphrase: ${secretsFor(d, c!, p.seat).passphrase}\n`;
      // With pages configured, each reader's link (README "Pages"): web.url, else the listen address.
      const site = pagesOrigin(d.config.web);
      if (site) {
        out += `moderator pages: ${site}/m/${moderatorSecrets(d, c!).token}\n`;
        for (const p of d.store.listPlayers(c!)) out += `  ${p.seat} pages: ${site}/p/${secretsFor(d, c!, p.seat).token}\n`;
      }
    }
    return out;
  }),
  modCommand('process', ['campaign'], {}, (d, ctx, [c]) => {
    const r = modProcess(d, c!, `cli:${ctx.env.USER ?? 'moderator'}`);
    return `turn ${r.turn} resolved; state sha256:${r.digestAfter}${r.missed.length ? `; missed: ${r.missed.join(', ')}` : ''}\n`;
  }),
  modCommand('preview', ['campaign'], {}, (d, ctx, [c]) => modPreview(d, c!, `cli:${ctx.env.USER ?? 'moderator'}`)),
  modCommand('extend', ['campaign', 'duration'], {}, (d, ctx, [c, dur]) => `deadline now ${modExtend(d, c!, dur!, `cli:${ctx.env.USER ?? 'moderator'}`)}\n`),
  modCommand('pause', ['campaign'], {}, (d, ctx, [c]) => { modPause(d, c!, `cli:${ctx.env.USER ?? 'moderator'}`); return 'paused\n'; }),
  modCommand('resume', ['campaign'], {}, (d, ctx, [c]) => `resumed; deadline ${modResume(d, c!, `cli:${ctx.env.USER ?? 'moderator'}`) ?? 'none'}\n`),
  modCommand('replace-player', ['campaign', 'seat', 'email'], { name: { type: 'string' } }, (d, ctx, [c, side, email], v) => {
    modReplacePlayer(d, c!, side!, email!, v.name as string | undefined, `cli:${ctx.env.USER ?? 'moderator'}`);
    return `${side} is now played by ${email}; a briefing with the new secret is in the outbox\n`;
  }),
  modCommand('resend', ['campaign', 'seat'], { turn: { type: 'string' } }, (d, ctx, [c, side], v) => `queued ${modResend(d, c!, side!, intOption(v as Record<string, unknown>, 'turn'), `cli:${ctx.env.USER ?? 'moderator'}`)}\n`),
];

/** Where readers reach the pages: `web.url`, else the listen address (null: no pages configured). */
function pagesOrigin(web: WebConfig | undefined): string | null {
  if (!web) return null;
  return web.url ?? `http://${web.host.includes(':') ? `[${web.host}]` : web.host}:${web.port}`;
}
