/**
 * Great War at Sea: The Mediterranean as a game module for the kernel: the turn is this
 * ordered list of steps, each citing its rules (4.0 Sequence of Play).
 *
 * The turn is one exchange (docs/design/seam.md §2): both sides plot at once (4.2), so `next`
 * asks both for orders until the game is over, and `exchanges.turn` is the whole step list.
 * Silence (seam rule 3): a side that sends nothing keeps its plotted plans (ordersStep).
 *
 * With the option `tacticalByMail` (7.31), and only when a tactical battle is fought, the turn
 * goes on in `impulse` exchanges (tactical/impulse-step.ts): the turn exchange stops at the first
 * battle's deployment, each impulse asks both sides with reply timing, and after the last impulse
 * of the last battle the steps after the battle step run in that exchange and the turn closes.
 * `next` reads only the state: a battle waiting in `state.impulse` asks for its impulse.
 */
import type { ExchangeGame } from '../../kernel/exchange.js';
import { turnExchange, type GameModule, type TurnStep } from '../../kernel/turn.js';
import type { GwasData } from './data.js';
import type { GwasOrders } from './orders-types.js';
import type { GwasState } from './state.js';
import { weatherStep } from './steps/weather.js';
// The game's codes travel with its module, so the adapter reaches them through it (seam §6, §8).
export { GWAS_CODES } from './codes.js';
import { ordersStep } from './steps/orders.js';
import { movementStep } from './steps/movement.js';
import { contactStep } from './steps/contact.js';
import { battleStep } from './steps/battle.js';
import { portsStep } from './steps/ports.js';
import { victoryStep } from './steps/victory.js';
import { weatherEffectsStep } from './steps/weather-effects.js';
import { towingStep, emergencyRepairStep } from './steps/towing.js';
import { pursuitStep, pursuitMoveStep, pursuitContactStep, pursuitRecordStep } from './steps/pursuit.js';
import { floodingStep } from './steps/flooding.js';
import { raidingStep } from './steps/raiding.js';
import { bombardmentStep } from './steps/bombardment.js';
import { landingStep } from './steps/landing.js';
import { fuelStep } from './fuel/step.js';
import { rearmStep } from './fuel/rearm.js';
import { minefieldStep } from './mines/strike.js';
import { mineWorkStep } from './mines/work.js';
import { jettisonStep } from './mines/jettison.js';
import { submarineStep } from './submarines/attack.js';
import { mtbStep } from './mtbs/attack.js';
import { leaderStep } from './leaders/step.js';
import { airshipStep } from './airships/step.js';
import { aircraftStep } from './aircraft/step.js';
import { refloatStep } from './tactical/refloat.js';
import { afterBattles, impulseStep } from './tactical/impulse-step.js';
import { impulseExchange } from './tactical/impulse-ask.js';

const SIDES = ['allied', 'central'] as const;

const turnSteps: readonly TurnStep<GwasData, GwasState, GwasOrders>[] = [
  // 4.1 this turn's weather was rolled at the end of the previous resolution (weatherStep, last),
  // so the orders now applied were written knowing it (4.2).
  weatherEffectsStep, // 11.73 a gale sinks destroyers as soon as it blows: before orders, so a lost ship neither moves nor fights
  refloatStep, // 7.43 (tactical option): grounded ships try to refloat in the Weather Phase, before orders are applied
  ordersStep, // 4.2 orders are written knowing the weather, before anything moves
  jettisonStep, // 13.51 (mines option): mines jettisoned in the Orders Phase, once the Abort the orders give is written
  towingStep, // 11.21 tows are taken up with the orders (they are orders), before movement reads them (11.22)
  pursuitStep, // 5.24 the pursuit die is rolled "during the Orders Phase": after the Pursuit boxes are written, before anything moves
  leaderStep, // 16.1 (leaders option): each leader joins the fleet his flagship is in now that orders and tows have formed the fleets
  movementStep, // 4.3 all fleets move at once (5.3); towing (11.22), 7.38 lost zones, and Load/Unload/Bombard holding still
  minefieldStep, // 13.2 (mines option): a fleet crossing an enemy minefield halts there and rolls, before contact finds it
  pursuitMoveStep, // 5.24 a pursuer moves "together with" the enemy: it needs the enemy's completed move
  airshipStep, // 17.1-17.4 (airships option): airships move as plotted with the fleets, before contact counts them (5.44)
  floodingStep, // 8.52 "at the end of the Fleet Movement Phase": after every move (two zones moved adds 1), before contact
  contactStep, // 4.4 contacts only after every fleet has moved: paths cross in both directions
  pursuitContactStep, // 5.24 a successful pursuer meets its enemy without a roll, unless the contact step already brought them together
  submarineStep, // 15.2-15.7 (submarines option): fleets that entered a patrol zone, as they stand after contact (5.41), before the battles
  mtbStep, // 18.2-18.6 (MTBs option) likewise
  aircraftStep, // 14.2 (aircraft option): aircraft fly "after all fleet movement is complete", contact's stops included; recover, fly, launch
  battleStep, // 4.5 every contact is found before any battle (5.45)
  raidingStep, // 10.2 after contact and battle: a raider that made contact fought instead of searching; its firing ships are counted after damage
  bombardmentStep, // 11.1 a bombardment needs a turn without moving or fighting: both are known only after movement and battle
  landingStep, // 11.5 likewise: a landing fails if the fleet moved or fought this turn
  mineWorkStep, // 13.31, 13.72, 13.73 (mines option) likewise: laying, detecting and sweeping need a turn without moving or fighting
  emergencyRepairStep, // 11.27 "at the end of any turn not involved in combat": after the battles
  pursuitRecordStep, // 5.24 remembers who fought whom this turn, for next turn's Pursuit boxes (the Orders Phase clears the contacts)
  fuelStep, // 12.1-12.4 (fuel option): burnt by the whole turn's movement; refuelling needs a turn without moving or fighting, known only now
  rearmStep, // 12.7 (fuel option): torpedoes back after three turns in a friendly port without moving or fighting
  portsStep, // 11.3 a fleet stopped by contact never reached its port: count ports after contact
  victoryStep, // 4.6 conditions read the turn's final positions and this turn's raids, bombardments and landings; advances the turn
  weatherStep, // 4.1 the next turn's Weather Phase, rolled now so its orders are written knowing it (after the turn advanced)
];

/** The steps after the battle step: with a battle waiting for its impulses (7.31 by mail) they wait too. */
const battleAt = turnSteps.indexOf(battleStep);
const steps = [...turnSteps.slice(0, battleAt + 1), ...turnSteps.slice(battleAt + 1).map(afterBattles)];

export const gwasModule: GameModule<GwasData, GwasState, GwasOrders> & ExchangeGame<GwasData, GwasState, GwasOrders> = {
  id: 'gwas-mediterranean',
  version: '0.2.0',
  sides: SIDES,
  steps,
  exchanges: { turn: { steps }, impulse: { steps: [impulseStep, ...steps.slice(battleAt + 1)] } },
  // Each side is its own single seat (seam rule 2), asked for the turn's orders, or for a battle's next impulse (7.31).
  next: (data, state) => (state.over ? null : state.impulse ? impulseExchange(data, state) : turnExchange(SIDES, state.turn)),
  turnOf: (state) => state.turn,
  isOver: (state) => state.over,
};
