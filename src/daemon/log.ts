/** Structured logs: one JSON object per line (stderr by default): time, level, msg, and context. */
import type { Clock } from '../pipeline/campaign.js';

export type Level = 'debug' | 'info' | 'warn' | 'error';

export interface LogFields {
  readonly campaign?: string;
  readonly turn?: number;
  readonly messageId?: string | null;
  readonly [key: string]: unknown;
}

export interface Logger {
  log(level: Level, msg: string, fields?: LogFields): void;
}

export function jsonLogger(write: (line: string) => void, clock: Clock, minLevel: Level = 'info'): Logger {
  const rank: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };
  return {
    log(level, msg, fields = {}) {
      if (rank[level] < rank[minLevel]) return;
      write(`${JSON.stringify({ time: clock.now().toISOString(), level, msg, ...fields })}\n`);
    },
  };
}

/** Keeps entries in memory (tests). */
export function memoryLogger(): Logger & { entries: { level: Level; msg: string; fields: LogFields }[] } {
  const entries: { level: Level; msg: string; fields: LogFields }[] = [];
  return { entries, log(level, msg, fields = {}) { entries.push({ level, msg, fields }); } };
}
