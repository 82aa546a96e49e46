/**
 * The read-only web pages (issue 12 §2) as a Hono app: the moderator's under `/m/<token>`, each
 * player's under `/p/<token>`, where the token is the secret his mails already carry.
 *
 * Security (the brief's list, each enforced here for every response):
 * - no page without a token: any path that is not a known token's is the same bare 404, whether
 *   the token is missing, malformed, wrong, or a player's token on the moderator's path;
 * - tokens compared in constant time (access.ts);
 * - nothing writable: GET and HEAD only, anything else 405 before routing;
 * - no framing, no sniffing, no referrer (the token is in the URL), no caching, and a CSP that
 *   allows only this origin's stylesheet, script and images;
 * - all output HTML-escaped by the templates (render.ts); a quarantined mail is shown as text.
 */
import { Hono, type Context } from 'hono';
import type { DaemonContext } from '../daemon/context.js';
import { moderatorAccess, playerAccess, type ModeratorAccess, type PlayerAccess } from './access.js';
import { noMaps, type MapSource } from './map-source.js';
import { archive, bounces, campaignSummary, outbox, quarantine, quarantinedMail, turnReports, turnSubmissions } from './moderator-view.js';
import { playerHome, playerReport } from './player-view.js';
import { asset, renderPage } from './render.js';

export interface PagesOptions {
  readonly maps?: MapSource;
}

const PAGE_CSP = "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** An SVG map may carry styles but never runs anything. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

const NUMBER = /^(0|[1-9][0-9]{0,5})$/;

export function pagesApp(ctx: DaemonContext, opts: PagesOptions = {}): Hono {
  const maps = opts.maps ?? noMaps;
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD');
      secure(c, PAGE_CSP);
      return c.text('Method not allowed', 405);
    }
    await next();
    secure(c, c.res.headers.get('Content-Type')?.startsWith('image/svg+xml') ? SVG_CSP : PAGE_CSP);
  });
  app.notFound((c) => c.text('Not found', 404));
  app.onError((e, c) => {
    ctx.log.log('error', `pages: ${e.message}`, { path: redact(c.req.path) });
    return c.text('Internal error', 500);
  });

  // --- the moderator's pages -------------------------------------------------------------
  const mod = (c: Context): ModeratorAccess | null => moderatorAccess(ctx, c.req.param('token') ?? '');
  const modFrame = (a: ModeratorAccess, token: string, title: string, crumb?: string) => ({ title, base: `/m/${token}`, home: `Moderator (${a.address})`, crumb });
  const campaignOf = (a: ModeratorAccess, c: Context): string | null => {
    const id = c.req.param('campaign') ?? '';
    return a.campaigns.includes(id) ? id : null;
  };

  app.get('/m/:token', (c) => {
    const a = mod(c);
    if (!a) return c.notFound();
    const campaigns = a.campaigns.map((id) => campaignSummary(ctx, id));
    return c.html(renderPage('moderator', modFrame(a, c.req.param('token'), 'Campaigns'), {
      address: a.address, campaigns, quarantine: quarantine(ctx, a), bounces: bounces(ctx, a),
    }));
  });

  app.get('/m/:token/c/:campaign', (c) => {
    const a = mod(c);
    const id = a && campaignOf(a, c);
    if (!a || !id) return c.notFound();
    const s = campaignSummary(ctx, id);
    const { turns, replayError } = archive(ctx, id);
    const multi = turns.some((t) => t.exchange > 1);
    return c.html(renderPage('campaign', modFrame(a, c.req.param('token'), `Campaign ${id}`, id), {
      c: { ...s, exchangeShown: s.exchange > 1 },
      turns: turns.map((t) => ({ ...t, multi, short: t.digest.slice(0, 16) })),
      replayError, outbox: outbox(ctx, id),
    }));
  });

  app.get('/m/:token/c/:campaign/turn/:turn', (c) => {
    const a = mod(c);
    const id = a && campaignOf(a, c);
    const turn = c.req.param('turn');
    if (!a || !id || !NUMBER.test(turn)) return c.notFound();
    const t = Number(turn);
    const reports = turnReports(ctx, id, t);
    if (!reports.length && !ctx.store.getJournal(id, t)) return c.notFound();
    const token = c.req.param('token');
    const hasMap = maps.svg({ store: ctx.store, campaign: id, viewer: 'umpire', turn: t }) !== null;
    return c.html(renderPage('turn', modFrame(a, token, `${id}: ${t === 0 ? 'opening briefing' : `turn ${t}`}`, id), {
      campaign: id, turn: t, resolved: ctx.store.getJournal(id, t)?.resolvedAt, reports, submissions: turnSubmissions(ctx, id, t),
      map: hasMap ? `/m/${token}/c/${id}/map/${t}.svg` : null, mapAlt: `umpire's map after turn ${t}`,
    }));
  });

  app.get('/m/:token/c/:campaign/map/:file', (c) => {
    const a = mod(c);
    const id = a && campaignOf(a, c);
    const m = /^([0-9]{1,6})\.svg$/.exec(c.req.param('file'));
    if (!a || !id || !m) return c.notFound();
    return svg(c, maps.svg({ store: ctx.store, campaign: id, viewer: 'umpire', turn: Number(m[1]) }));
  });

  app.get('/m/:token/mail/:id', (c) => {
    const a = mod(c);
    const n = c.req.param('id');
    const found = a && NUMBER.test(n) ? quarantinedMail(ctx, a, Number(n)) : null;
    if (!a || !found) return c.notFound();
    return c.html(renderPage('mail', modFrame(a, c.req.param('token'), `Quarantined mail ${n}`, 'quarantine'), { m: found.view, text: found.text }));
  });

  app.get('/m/:token/assets/:name', (c) => (mod(c) ? assetResponse(c) : c.notFound()));

  // --- each player's pages ---------------------------------------------------------------
  const player = (c: Context): PlayerAccess | null => playerAccess(ctx, c.req.param('token') ?? '');
  const playerFrame = (a: PlayerAccess, token: string, title: string, crumb?: string) => ({ title, base: `/p/${token}`, home: `${a.campaign}: ${a.player.seat}`, crumb });

  app.get('/p/:token', (c) => {
    const a = player(c);
    if (!a) return c.notFound();
    const p = playerHome(ctx, a);
    return c.html(renderPage('player', playerFrame(a, c.req.param('token'), `${a.campaign}: ${a.player.seat}`), { p, over: p.status === 'over' }));
  });

  app.get('/p/:token/turn/:turn', (c) => {
    const a = player(c);
    const turn = c.req.param('turn');
    const report = a && NUMBER.test(turn) ? playerReport(ctx, a, Number(turn)) : null;
    if (!a || report === null) return c.notFound();
    const t = Number(turn);
    const token = c.req.param('token');
    const hasMap = maps.svg({ store: ctx.store, campaign: a.campaign, viewer: a.player.side, turn: t }) !== null;
    const title = t === 0 ? 'Opening briefing' : `Turn ${t}`;
    return c.html(renderPage('player-turn', playerFrame(a, token, `${a.campaign}: ${title}`, title), {
      report, map: hasMap ? `/p/${token}/map/${t}.svg` : null, mapAlt: `${a.player.side}'s map after turn ${t}`,
    }));
  });

  app.get('/p/:token/map/:file', (c) => {
    const a = player(c);
    const m = /^([0-9]{1,6})\.svg$/.exec(c.req.param('file'));
    if (!a || !m) return c.notFound();
    return svg(c, maps.svg({ store: ctx.store, campaign: a.campaign, viewer: a.player.side, turn: Number(m[1]) }));
  });

  app.get('/p/:token/assets/:name', (c) => (player(c) ? assetResponse(c) : c.notFound()));

  return app;
}

function secure(c: Context, csp: string): void {
  c.header('Content-Security-Policy', csp);
  c.header('X-Frame-Options', 'DENY');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  c.header('Cross-Origin-Resource-Policy', 'same-origin');
}

function svg(c: Context, body: string | null): Response {
  if (body === null) return c.text('map not available', 404);
  return c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
}

function assetResponse(c: Context): Response {
  const a = asset(c.req.param('name') ?? '');
  return a ? c.body(a.body, 200, { 'Content-Type': a.type }) : c.notFound() as Response;
}

/** A path for the log without its token. */
function redact(path: string): string {
  return path.replace(/^\/(m|p)\/[^/]+/, '/$1/…');
}
