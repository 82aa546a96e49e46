/** Runs the `admiralty` command line in-process against a store in `home`, capturing its output. */
import { main } from '../../src/cli/main.js';

export interface CliResult { code: number; out: string; err: string }

export function cli(home: string): (...args: string[]) => CliResult {
  return (...args: string[]) => {
    let out = '';
    let err = '';
    const code = main(['--home', home, ...args], {}, { out: (t) => { out += t; }, err: (t) => { err += t; } });
    if (typeof code !== 'number') throw new Error(`'${args.join(' ')}' runs asynchronously; await main() instead`);
    return { code, out, err };
  };
}
