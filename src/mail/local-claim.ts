/**
 * One intake takes each mail of a local folder that several daemons share (issue 17 §4: two
 * daemons on one PostgreSQL store and one folder; before this both intakes read each new mail and
 * the second kept it as a 'duplicate' row). An intake claims a file by renaming it from inbox/
 * into its own folder under processing/ — a rename is atomic, so exactly one intake gets it, and
 * the other finds it gone and passes it over — and only then reads it.
 *
 * Nothing is lost when a daemon dies with a mail claimed: its folder is named by its host and
 * process id, and any intake on the folder (the restarted daemon, or the other one) that finds
 * the folder of a process of its own host no longer alive renames its files back into inbox/,
 * where they are taken again (the store knows a mail already decided: intake.ts).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** A folder name's parts: host, process id, and which intake of that process. */
const SEP = '~';
let intakes = 0;

/** This intake's folder name under processing/: `<host>~<pid>~<n>`. */
export function claimantName(): string {
  return [safeHost(), process.pid, ++intakes].join(SEP);
}

function safeHost(): string {
  return hostname().replace(/[^A-Za-z0-9.-]/g, '_') || 'host';
}

/** Whether the process `pid` of this host is alive (EPERM: alive, another user's). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The claimant folder's process, when it is one of this host's and has ended; else null. */
function deadClaimant(name: string): number | null {
  const [host, pidText] = name.split(SEP);
  const pid = Number(pidText);
  if (host !== safeHost() || !Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return alive(pid) ? null : pid;
}

export class LocalClaims {
  readonly mine: string;

  constructor(private readonly processing: string, private readonly inbox: string) {
    this.mine = join(processing, claimantName());
    mkdirSync(this.mine, { recursive: true });
    // A folder of this very name can only be a dead process's that had our process id (a daemon
    // restarted in a container is often pid 1 again): what it held goes back to inbox/ now, as
    // recover() does for other dead processes, or it would wait in our own folder for ever.
    for (const name of readdirSync(this.mine)) moveInto(join(this.mine, name), this.inbox, name);
  }

  /** Takes inbox/`name` for this intake: its path now, or null when another intake took it first. */
  claim(name: string): string | null {
    const to = join(this.mine, name);
    try {
      renameSync(join(this.inbox, name), to);
      return to;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  /** A claimed mail not handled (the handler failed, or the daemon is stopping): back to inbox/ for the next poll. */
  giveBack(name: string): void {
    moveInto(join(this.mine, name), this.inbox, name);
  }

  /**
   * The mails of intakes whose process has died, back into inbox/ (each poll; a few directory
   * reads). Another intake doing the same at once is harmless: the loser of each rename skips it.
   * Returns how many were recovered.
   */
  recover(): number {
    let n = 0;
    let folders: string[];
    try { folders = readdirSync(this.processing); } catch { return 0; }
    for (const folder of folders) {
      if (deadClaimant(folder) === null) continue;
      const dir = join(this.processing, folder);
      let names: string[];
      try { names = readdirSync(dir); } catch { continue; }
      for (const name of names) if (moveInto(join(dir, name), this.inbox, name)) n++;
      try { rmdirSync(dir); } catch { /* another intake's recovery, or a file still arriving: next poll */ }
    }
    return n;
  }

  /** This intake's folder removed when it holds nothing (a clean stop). */
  close(): void {
    try { rmdirSync(this.mine); } catch { /* a mail still in it: recovered once this process has ended */ }
  }
}

/**
 * Renames `file` into `dir` as `name`, or as `name.<i>.eml` when that is taken. False when the
 * file is gone (another intake moved it first).
 */
export function moveInto(file: string, dir: string, name: string): boolean {
  let target = join(dir, name);
  for (let i = 1; existsSync(target); i++) target = join(dir, `${name.replace(/\.eml$/i, '')}.${i}.eml`);
  try {
    renameSync(file, target);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw e;
  }
}
