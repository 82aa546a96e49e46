/**
 * 6.2 range decisions and disengagement. If both sides want the same thing they get it; if
 * neither wants a change nothing changes; if they disagree the faster side decides (see
 * fasterSide), else each side rolls a die and the higher decides
 * (ties re-rolled). A side with an unable-to-manoeuvre ship (or, by 11.31, a ship in port)
 * may not attempt to change the range or to disengage.
 */
import { sidesOnly } from '../../../kernel/events.js';
import type { GwasContext } from '../steps/step.js';
import type { SideId } from '../state.js';

/**
 * 6.2: the faster side. A fleet is as fast as its slowest ship ("combining a fleet of speed 2 or
 * 2+ ships with speed-1 or 1s ships confers no advantage"), and the faster fleet decides; equal
 * fleets roll. We read the rule by its worked example: France (1) and Glasgow (2) cannot close on
 * Goeben (2) and a 2+ ship, so the Central Powers decide — under a literal "every ship faster
 * than every enemy ship" nobody would be faster there (Glasgow 2 = Goeben 2) and a die roll would
 * decide, contradicting the example. Whenever the literal test finds a faster side, ours agrees.
 */
export function fasterSide(speeds: Record<SideId, readonly number[]>): SideId | null {
  const a = speeds.allied;
  const c = speeds.central;
  if (!a.length || !c.length) return null;
  const slowA = Math.min(...a);
  const slowC = Math.min(...c);
  return slowA > slowC ? 'allied' : slowC > slowA ? 'central' : null;
}

export interface ContestResult<T> {
  readonly value: T;
  readonly by: 'agreed' | 'faster' | 'roll' | 'unchanged';
  readonly decider: SideId | null;
  /** Event seqs of the contest dice. */
  readonly rolls: number[];
  /** What each side tried for, after 6.2's restriction on unable-to-manoeuvre fleets. */
  readonly wishes: Record<SideId, T>;
}

export interface ContestInput<T> {
  readonly current: T;
  readonly wish: Record<SideId, T>;
  readonly locked: Record<SideId, boolean>;
  readonly speeds: Record<SideId, readonly number[]>;
  readonly purpose: string;
  readonly stream: string;
  readonly rule: string;
}

export function contest<T>(ctx: Pick<GwasContext, 'roll'>, input: ContestInput<T>): ContestResult<T> {
  const wishes: Record<SideId, T> = {
    allied: input.locked.allied ? input.current : input.wish.allied,
    central: input.locked.central ? input.current : input.wish.central,
  };
  if (wishes.allied === wishes.central) {
    return { value: wishes.allied, by: wishes.allied === input.current ? 'unchanged' : 'agreed', decider: null, rolls: [], wishes };
  }
  const faster = fasterSide(input.speeds);
  if (faster) return { value: wishes[faster], by: 'faster', decider: faster, rolls: [], wishes };
  const rolls: number[] = [];
  // Ties are re-rolled; the bound only guards the loop (a tie 40 times running has odds 6^-40).
  for (let i = 0; i < 40; i++) {
    const r = ctx.roll({
      table: 'range contest (6.2)', purpose: `${input.purpose}: Allied die, Central Powers die; the higher decides`,
      audience: sidesOnly('allied', 'central'), dice: 2, stream: input.stream, rule: input.rule,
      read: (_t, d) => (d[0] > d[1] ? 'Allied decide' : d[1] > d[0] ? 'Central Powers decide' : 'tie: roll again'),
    });
    rolls.push(r.eventSeq);
    if (r.dice[0] !== r.dice[1]) {
      const decider: SideId = r.dice[0] > r.dice[1] ? 'allied' : 'central';
      return { value: wishes[decider], by: 'roll', decider, rolls, wishes };
    }
  }
  return { value: input.current, by: 'unchanged', decider: null, rolls, wishes };
}
