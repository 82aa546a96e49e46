// Weather (11.7) and victory points (13.0, the scenario's end) in a report
// (src/games/gwas/views/weather.ts, victory.ts): each weather zone's level by name, and the change
// only where the side was told of the roll this turn; the points scored and the end, from the
// events that record them. Written out here (issue 18).
import { describe, expect, it } from 'vitest';
import { everyone, type GameEvent } from '../src/kernel/events.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { weatherViews } from '../src/games/gwas/views/weather.js';
import { endView, scoredViews } from '../src/games/gwas/views/victory.js';
import { loadGame } from '../src/pipeline/games.js';

const data = loadGame('gwas-mediterranean') as unknown as GwasData;
let seq = 0;
const event = (turn: number, type: string, d: unknown): GameEvent => ({ seq: seq++, turn, step: 'x', rule: '11.7', type, audience: everyone, data: d });
const weatherRoll = (turn: number, weatherZone: string, before: number, after: number) => event(turn, 'gwas.weather', { weatherZone, before, after, name: '', previous: '' });

describe('11.7, 11.73 the weather in a report', () => {
  it('each weather zone of the state, by id order, its name from the map and its level by name (11.73: 1 Clear … 6 Gale)', () => {
    const v = weatherViews(data, { western: 6, central: 1 }, [], 3);
    expect(v).toEqual([
      { weatherZone: 'central', name: data.map.weatherZones.central.name, level: 1, levelName: 'Clear', previousName: null },
      { weatherZone: 'western', name: 'Western Basin', level: 6, levelName: 'Gale', previousName: null },
    ]);
  });

  it('the level before, by name, where this turn\'s roll changed it; none where the roll left it, or the roll was of another turn or zone', () => {
    const events = [weatherRoll(3, 'western', 3, 4), weatherRoll(3, 'central', 2, 2), weatherRoll(2, 'aegean', 1, 2), weatherRoll(3, 'levant', 5, 4)];
    const v = weatherViews(data, { western: 4, central: 2, aegean: 2 }, events, 3);
    expect(v.map((w) => [w.weatherZone, w.levelName, w.previousName])).toEqual([['aegean', 'Mist', null], ['central', 'Mist', null], ['western', 'Squall', 'Fog']]);
  });

  it('a zone or level the data does not name is shown as it is', () => {
    expect(weatherViews(data, { nowhere: 9 }, [weatherRoll(3, 'nowhere', 8, 9)], 3)).toEqual([{ weatherZone: 'nowhere', name: 'nowhere', level: 9, levelName: '9', previousName: '8' }]);
  });
});

describe('13.0 victory points and the scenario\'s end', () => {
  it('each condition scored, with its turn, side by name, points and words, in the order scored', () => {
    const events = [event(2, 'gwas.victory-points', { condition: 'convoy-lands', side: 'allied', points: 5, text: 'the convoy landed' }), event(3, 'gwas.weather', {}),
      event(3, 'gwas.victory-points', { condition: 'sunk:B3-1', side: 'central', points: 2, text: 'sank an unidentified ship in W30' })];
    expect(scoredViews(data, 'goeben-1914', events)).toEqual([
      { turn: 2, condition: 'convoy-lands', side: 'allied', sideName: data.scenarios['goeben-1914'].sides.allied!.name, points: 5, text: 'the convoy landed' },
      { turn: 3, condition: 'sunk:B3-1', side: 'central', sideName: 'Central Powers', points: 2, text: 'sank an unidentified ship in W30' },
    ]);
  });

  it('no end before the scenario-end event; then its turn, totals, winner by name (or a draw) and words', () => {
    expect(endView(data, 'goeben-1914', [event(3, 'gwas.victory-points', {})])).toBeNull();
    const end = (winner: string) => event(16, 'gwas.scenario-end', { turn: 16, vp: { allied: 4, central: 9, extra: 1 }, scored: [], winner, text: 'over' });
    expect(endView(data, 'goeben-1914', [end('central')])).toEqual({ turn: 16, vp: { allied: 4, central: 9 }, winner: 'central', winnerName: 'Central Powers', text: 'over' });
    expect(endView(data, 'goeben-1914', [end('draw')])?.winnerName).toBe('a draw');
  });
});
