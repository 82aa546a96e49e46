/** Orders and fleet changes of one turn (5.22, 5.25), in words. */
import type { GameEvent } from '../../../kernel/events.js';
import type { NoticeView } from './types.js';

export function noticeViews(events: readonly GameEvent[], turn: number, fleetName: (id: string) => string): NoticeView[] {
  const out: NoticeView[] = [];
  for (const e of events) {
    if (e.turn !== turn) continue;
    const d = e.data as Record<string, unknown>;
    switch (e.type) {
      case 'gwas.orders-standing':
        out.push({ turn, kind: 'orders', text: String(d.note ?? 'No orders this turn: plotted plans stand.') });
        break;
      case 'gwas.orders-rejected':
        out.push({ turn, kind: 'orders', text: `Orders rejected: ${((d.messages as string[]) ?? []).join(' ')}` });
        break;
      case 'gwas.orders-applied':
        out.push({ turn, kind: 'orders', text: `Orders applied (${String(d.side)}): ${((d.fleets as string[]) ?? []).join(', ') || 'no fleet changes'}.` });
        break;
      case 'gwas.fleet-divided':
        out.push({ turn, kind: 'fleet', text: `${fleetName(String(d.fleet))} formed from ${fleetName(String(d.from))} in ${String(d.zone)} (5.25).` });
        break;
      case 'gwas.fleet-merged':
        out.push({ turn, kind: 'fleet', text: `${fleetName(String(d.fleet))} merged into another fleet (5.22).` });
        break;
      case 'gwas.shadowing':
        out.push({ turn, kind: 'fleet', text: `In ${String(d.zone)}: contact with ${String(d.enemyShips)} enemy ship(s), but no battle: ${String(d.text)}` });
        break;
      default:
        break;
    }
  }
  return out;
}
