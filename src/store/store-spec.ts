/**
 * What a configured store names (issue 17 §4): a `postgres://` or `postgresql://` URL is a
 * PostgreSQL database; anything else a SQLite file. Kept apart from the stores themselves so the
 * configuration reads it without loading either.
 */
export function isPostgresUrl(spec: string): boolean {
  return /^postgres(ql)?:\/\//i.test(spec);
}

/** A store spec fit to print: a URL's password is not shown. */
export function storeLabel(spec: string): string {
  return isPostgresUrl(spec) ? spec.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@') : spec;
}
