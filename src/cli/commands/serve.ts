import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import type { CommandContext } from '../context.js';
import { parse } from '../args.js';
import { ConfigError, loadConfig } from '../../mail/config.js';
import { LocalIntake, LocalOutbound, localMailFolders } from '../../mail/local-transport.js';
import type { MailIntake, MailOutbound, TransportLog } from '../../mail/transport.js';
import { Daemon } from '../../daemon/daemon.js';
import { DEMO_CAMPAIGN, writeDemoSamples } from '../../daemon/embedded.js';
import { jsonLogger, type Logger } from '../../daemon/log.js';
import { systemClock } from '../../pipeline/campaign.js';
import { daemonContext } from './daemon-context.js';
import { startPages, type PagesServer } from '../../pages/server.js';
import { storedMaps } from '../../pages/stored-maps.js';

export const serveCommand: Command = {
  name: ['serve'],
  summary: summaryOf('serve'),
  usage: 'admiralty serve [--config FILE] [--check-config] [--once]',
  help: [
    'Runs the long-lived mail service: reads order mail, answers it, keeps deadlines, resolves turns and',
    'mails reports. Logs are JSON lines on stderr. SIGTERM or SIGINT finishes the job in hand and stops.',
    '',
    'Without --config: the embedded default. Mail is a folder, <home>/mail: drop .eml files into',
    "inbox/, replies appear in outbox/<recipient>/. A demo campaign ('goeben') is created on first run,",
    'with a ready order mail per side in <home>/mail/samples/.',
    '',
    '  --config FILE    the YAML configuration (schemas/config.schema.json)',
    '  --check-config   validate the configuration and exit: 0 valid, 1 not (coded ML49xx lines)',
    '  --once           handle the inbox, deadlines and outbox once, then exit (local mode; no pages)',
    '',
    "With 'web:' in the configuration, read-only pages are served too (README \"Pages\").",
  ].join('\n'),
  run(ctx) {
    const { help, values } = parse(ctx.args, { config: { type: 'string' }, 'check-config': { type: 'boolean' }, once: { type: 'boolean' } }, [], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const file = values.config as string | undefined;
    if (values['check-config']) {
      if (!file) { ctx.io.out('no --config given: the embedded default (local mail folder, demo campaign) is valid\n'); return 0; }
      try {
        const cfg = loadConfig(file, ctx.home, ctx.env);
        const pages = cfg.web ? `, pages on ${cfg.web.host.includes(':') ? `[${cfg.web.host}]` : cfg.web.host}:${cfg.web.port}` : '';
        ctx.io.out(`${file}: valid (${cfg.mode}, referee ${cfg.referee}, ${cfg.campaigns.length} campaign(s)${pages})\n`);
        return 0;
      } catch (e) {
        if (!(e instanceof ConfigError)) throw e;
        ctx.io.err(`${e.message}\n`);
        return 1;
      }
    }
    return serve(ctx, file, values.once === true);
  },
};

async function serve(ctx: CommandContext, file: string | undefined, once: boolean): Promise<number> {
    const logger = jsonLogger((l) => ctx.io.err(l), systemClock);
    // The handlers go in first, before the store is opened, the transports are loaded and the
    // campaigns are set up (seconds on a busy machine): a SIGTERM in that window then stops the
    // daemon cleanly (exit 0) instead of killing it by the signal (issue 9 item 13).
    const signals = once ? null : stopOnSignal(logger);
    try {
      return await serveWith(ctx, file, once, logger, signals?.controller.signal);
    } finally {
      signals?.remove();
    }
}

/**
 * The first SIGTERM or SIGINT aborts the daemon's signal, which finishes the job in hand
 * (bounded: Daemon's shutdownMs); a second one (Ctrl-C again) ends the process at once.
 */
function stopOnSignal(logger: Logger): { controller: AbortController; remove(): void } {
    const controller = new AbortController();
    const now = (): void => { logger.log('warn', 'second signal: exiting now'); process.exit(130); };
    const stop = (): void => {
      logger.log('info', 'signal received: finishing the job in hand');
      process.removeListener('SIGTERM', stop);
      process.removeListener('SIGINT', stop);
      process.once('SIGTERM', now);
      process.once('SIGINT', now);
      controller.abort();
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    return { controller, remove: () => { for (const l of [stop, now]) { process.removeListener('SIGTERM', l); process.removeListener('SIGINT', l); } } };
}

async function serveWith(ctx: CommandContext, file: string | undefined, once: boolean, logger: Logger, signal: AbortSignal | undefined): Promise<number> {
    const dctx = daemonContext(ctx, file, logger, true);
    const tlog: TransportLog = (level, msg, fields) => logger.log(level, msg, fields);
    let intake: MailIntake;
    let outbound: MailOutbound;
    let local: LocalIntake | null = null;
    if (dctx.config.mode === 'local') {
      local = new LocalIntake({ root: dctx.config.folder, pollMs: dctx.config.pollMs, settleMs: once ? 0 : 200, log: tlog });
      intake = local;
      outbound = new LocalOutbound(dctx.config.folder);
    } else {
      const { imapIntakeFromConfig } = await import('../../mail/imap-intake.js');
      const { smtpOutboundFromConfig } = await import('../../mail/smtp-outbound.js');
      intake = imapIntakeFromConfig(dctx.config.imap!, { log: tlog, pollIntervalMs: dctx.config.pollMs });
      outbound = smtpOutboundFromConfig(dctx.config.smtp!, { log: tlog });
    }
    const daemon = new Daemon({ ctx: dctx, intake, outbound, sender: dctx.config.retry });
    let pages: PagesServer | null = null;
    try {
      // The read-only pages (config `web:`; README "Pages") run beside the daemon, on its store.
      // They listen first: an address that cannot be had stops the start before anything is done.
      if (dctx.config.web && !once) {
        const { host, port } = dctx.config.web;
        try {
          const maps = storedMaps({ failed: (r, e) => logger.log('warn', `map not drawn: ${e.message}`, { campaign: r.campaign, turn: r.turn, side: r.viewer }) });
          pages = await startPages(dctx, dctx.config.web, { maps });
        } catch (e) {
          logger.log('error', `the pages cannot listen on ${host.includes(':') ? `[${host}]` : host}:${port} (web.listen): ${(e as Error).message}`);
          return 1;
        }
        logger.log('info', `pages at ${pages.origin}/ (the moderator's under /m/<token>, a player's under /p/<token>: the token each one's mails carry)`);
      }
      daemon.setup();
      if (!file) {
        const samples = writeDemoSamples(dctx);
        const f = localMailFolders(dctx.config.folder);
        if (samples.length) ctx.io.err(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: `demo campaign '${DEMO_CAMPAIGN}' ready: copy ${f.samples}/central-turn1.eml into ${f.inbox}/ and look in ${f.outbox}/central@demo.test/`, campaign: DEMO_CAMPAIGN })}\n`);
      }
      if (once) {
        if (local) await local.pollOnce((m) => daemon.handle(m));
        await daemon.tick();
        await outbound.close();
        return 0;
      }
      await daemon.run(signal!);
      await pages?.close();
      pages = null;
      // A socket left open by a transport that would not close (shutdown gave up on it) must not
      // keep the process alive: exit once the store is closed and the output flushed. The timer
      // is unref'd, so a process with nothing left open exits at once without it.
      setTimeout(() => process.exit(), daemon.cleanShutdown ? 2000 : 200).unref();
      return 0;
    } finally {
      await pages?.close();
      dctx.close();
    }
}
