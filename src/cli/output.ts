/**
 * The process's own stdout and stderr as an `Output`. When the reader of a pipe goes away
 * (`admiralty report … | head`), writing raises EPIPE: the command has nothing left to say to
 * anyone, so it ends quietly, as Unix tools do, instead of crashing with a stack trace.
 */
import type { Output } from './context.js';

export function processOutput(exit: (code: number) => never = (code) => process.exit(code)): Output {
  const quietOnEpipe = (e: NodeJS.ErrnoException): void => {
    if (e.code === 'EPIPE') exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
    throw e;
  };
  process.stdout.on('error', quietOnEpipe);
  process.stderr.on('error', quietOnEpipe);
  const write = (stream: NodeJS.WriteStream) => (text: string): void => {
    if (stream.destroyed || stream.writableEnded) return;
    try { stream.write(text); } catch (e) { quietOnEpipe(e as NodeJS.ErrnoException); }
  };
  return { out: write(process.stdout), err: write(process.stderr) };
}
