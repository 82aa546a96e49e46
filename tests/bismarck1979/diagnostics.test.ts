// Every Bismarck (1979) order diagnostic (src/games/bismarck1979/codes.ts), produced by the
// orders that earn it, with its rule section; each points at the line it quotes.
import { describe, it, expect } from 'vitest';
import { d, start } from './helpers.js';
import { checkB79Text } from '../../src/games/bismarck1979/check.js';
import { B79_CODES } from '../../src/games/bismarck1979/codes.js';
import type { B79State } from '../../src/games/bismarck1979/state.js';

const head = (side: string, turn = 1) => `game: bismarck1979\nside: ${side}\nturn: ${turn}\n`;
type Case = { code: keyof typeof B79_CODES; side: 'british' | 'german'; body: string; scenario?: string; tweak?: (s: B79State) => void };

const CASES: Case[] = [
  { code: 'BM7901', side: 'british', body: 'ships:\n  TF9: { move: [K20] }\n' },
  { code: 'BM7902', side: 'british', body: 'ships:\n  renown: { move: [W15] }\n' },
  { code: 'BM7903', side: 'british', body: 'ships:\n  king-george-v: { move: [Z99] }\n' },
  { code: 'BM7904', side: 'british', body: 'ships:\n  king-george-v: { move: [M25] }\n' },
  { code: 'BM7905', side: 'german', body: 'ships:\n  TF1: { move: [I25] }\n' },
  { code: 'BM7906', side: 'german', body: 'ships:\n  TF1: { move: [O21] }\n', tweak: (s) => { s.ships.bismarck.zone = 'N20'; s.ships['prinz-eugen'].zone = 'N20'; } },
  { code: 'BM7907', side: 'british', body: 'ships:\n  rodney: { move: [N16, N15], convoy: break }\n' },
  { code: 'BM7908', side: 'british', body: 'ships:\n  king-george-v: { move: [K20, J19] }\n', tweak: (s) => { s.turn = 2; s.time = 1; s.ships['king-george-v'].lastDouble = 1; } },
  { code: 'BM7909', side: 'german', body: 'ships:\n  TF1: { move: [I23, H22, G22, F22, E22] }\n', tweak: (s) => { s.ships.bismarck.fuel = 1; } },
  { code: 'BM7910', side: 'british', body: 'ships:\n  king-george-v: { move: [K20] }\n', tweak: (s) => { s.turn = 2; s.time = 1; s.ships['king-george-v'].fuel = 0; } },
  { code: 'BM7911', side: 'british', body: 'ships:\n  suffolk: { patrol: true, move: [E14] }\n' },
  { code: 'BM7912', side: 'british', body: 'ships:\n  victorious: { patrol: true }\n' },
  { code: 'BM7913', side: 'british', body: 'taskForces:\n  form: [[king-george-v, suffolk]]\n' },
  { code: 'BM7914', side: 'german', body: 'ships:\n  bismarck: { move: [I23] }\n' },
  { code: 'BM7915', side: 'british', body: 'ships:\n  rodney: { move: [N16] }\n' },
  { code: 'BM7916', side: 'british', body: 'ships:\n  victorious: { move: [K20, J19] }\nair:\n  swordfish-825: { mode: attack, move: [K22] }\n' },
  { code: 'BM7917', side: 'german', body: 'ships:\n  TF1: { follow: true }\n' },
  { code: 'BM7920', side: 'british', body: 'air:\n  fw200-kg40: { move: [T22] }\n' },
  { code: 'BM7921', side: 'british', body: 'air:\n  swordfish-ark: { move: [W15] }\n' },
  { code: 'BM7922', side: 'british', body: 'air:\n  catalina-240: { move: [A22] }\n' },
  { code: 'BM7923', side: 'british', body: 'air:\n  catalina-240: { mode: patrol, move: [I21, H21, G21] }\n' },
  { code: 'BM7924', side: 'german', body: 'air:\n  ju88-stavanger: { move: [M21, N21] }\n', tweak: (s) => { Object.assign(s.air['ju88-stavanger'], { status: 'air', zone: 'L21', launched: 1 }); } },
  { code: 'BM7925', side: 'german', body: 'air:\n  ju88-stavanger: { mode: reconnaissance }\n' },
  { code: 'BM7926', side: 'british', body: 'air:\n  beaufort-42: { mode: reconnaissance, move: [K20] }\n', tweak: (s) => { Object.assign(s.air['beaufort-42'], { status: 'air', zone: 'K21', launched: 1, mode: 'attack' }); } },
  { code: 'BM7927', side: 'british', body: 'air:\n  swordfish-825: { mode: attack, move: [K20, K19, K18, K17, K16] }\n' },
  { code: 'BM7930', side: 'british', body: 'shadow: { C7: suffolk }\n', scenario: 'denmark-strait' },
  { code: 'BM7931', side: 'british', body: 'shadow: { C1: hood }\n', scenario: 'denmark-strait' },
  { code: 'BM7932', side: 'german', body: 'shadow: { C1: bismarck }\n', scenario: 'denmark-strait' },
  { code: 'BM7933', side: 'british', body: 'shadow: { C1: victorious }\n', scenario: 'denmark-strait', tweak: (s) => { s.ships.victorious.zone = 'E13'; s.ships.victorious.tf = null; } },
  { code: 'BM7934', side: 'british', body: 'shadow: { C1: suffolk }\n', scenario: 'denmark-strait', tweak: (s) => { s.ships.suffolk.permLoss = 5; } },
  { code: 'BM7935', side: 'british', body: 'shadow: { C1: suffolk, C2: suffolk }\n', scenario: 'denmark-strait', tweak: (s) => { s.lastContacts.british.push({ ...s.lastContacts.british[0], id: 'C2' }); } },
  { code: 'BM7936', side: 'british', body: 'shadow: { C1: suffolk }\n' },
  { code: 'BM7940', side: 'british', body: 'waiveSearch: [A22]\n' },
  { code: 'BM7941', side: 'british', body: 'convoy: attack\n' },
  { code: 'BM7950', side: 'german', body: 'round: { withdraw: [bismarck] }\n' },
  { code: 'BM7951', side: 'british', body: 'announce:\n  attacks:\n    A22: { attack: true }\n', tweak: (s) => { s.options = { announce: 'mail' }; s.phase = 'british-announce'; s.combat = { queue: [], announced: {}, battle: null }; } },
  { code: 'BM7953', side: 'british', body: 'battle:\n  record:\n    bismarck: cruiser\n' },
  { code: 'BM7952', side: 'german', body: 'round:\n  withdraw: [hood]\n', tweak: (s) => {
    s.options = { battle: 'rounds' }; s.phase = 'battle-round';
    s.combat = { queue: [], announced: {}, battle: {
      id: 'L12-british', zone: 'L12', attackerSide: 'british', night: false, round: 1, attempts: {}, blocked: [], withdrawNow: [],
      line: [{ id: 'bismarck', side: 'german', pos: 0, stance: 'keep', last: 'keep', withdrawing: false, out: false }, { id: 'hood', side: 'british', pos: 4, stance: 'keep', last: 'keep', withdrawing: false, out: false }],
      waiting: { british: [], german: [] }, orders: { british: { ...s.standing.british }, german: { ...s.standing.german } }, outcome: { rounds: 0, sunk: [], withdrawn: [], reinforced: [] },
    } };
  } },
];

describe('Bismarck (1979) order diagnostics', () => {
  it('every code of the game has a case here', () => {
    expect(CASES.map((c) => c.code).sort()).toEqual(Object.keys(B79_CODES).sort());
  });
  it.each(CASES)('$code ($side)', (c) => {
    const s = start(c.scenario ?? 'may-1941');
    c.tweak?.(s);
    const text = head(c.side, s.turn) + c.body;
    const r = checkB79Text(d, s, c.side, text);
    const hit = r.diagnostics.find((x) => x.code === c.code);
    expect(hit, JSON.stringify(r.diagnostics.map((x) => `${x.code} ${x.message}`))).toBeDefined();
    expect(hit!.rule).toBe(B79_CODES[c.code].rule);
    expect(text.split('\n')).toContain(hit!.source);
  });
});
