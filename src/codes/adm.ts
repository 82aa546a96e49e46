/**
 * Admiralty's own codes (issue 11 §6): ADM1xxx reading and checking orders (any game), ADM2xxx
 * the command line, ADM3xxx campaigns and the pipeline, ADM5xxx fair play (receipts, the seed,
 * rollback, amended replay, bundles, dice verification).
 *
 * The ADM2/3/5 templates reproduce, byte for byte, the messages these errors carried when they
 * were written inline at each `new AdmiraltyError(...)`; the moderator and players see the same
 * text as before. Where one code covers several phrasings of one meaning, the varying part is a
 * parameter (`{detail}`, `{advice}`).
 */
import { defineCodes } from './registry.js';

/** Generic parsing and schema codes: the orders of every game. */
export const ordersCodes = defineCodes('orders', {
  ADM1001: { severity: 'error', template: 'YAML syntax error: {detail}' },
  ADM1002: { severity: 'error', template: "Duplicate key '{key}': each key may appear only once in a mapping." },
  ADM1003: {
    severity: 'warning',
    template: 'Tabs used for indentation were replaced by {width} spaces each ({count} line(s)); check the nesting is what you meant.',
  },
  ADM1004: { severity: 'error', template: 'Alias limit exceeded: {detail}.' },
  ADM1005: { severity: 'error', template: 'The orders are nested too deeply (more than {limit} levels).' },
  ADM1006: { severity: 'error', template: 'The orders are too large: {size} bytes (at most {limit}).' },
  ADM1007: { severity: 'error', template: 'The orders have too many keys: {count} (at most {limit}).' },
  ADM1008: { severity: 'error', template: 'The orders are empty: no YAML mapping was found.' },
  ADM1009: { severity: 'error', template: 'The orders must be a mapping of keys to values, got {actual}.' },
  ADM1010: { severity: 'error', template: "Only one YAML document is read per message: remove the second '---' and what follows, or send it separately." },
  ADM1011: { severity: 'warning', template: 'YAML warning: {detail}' },
  ADM1012: { severity: 'error', template: "Unknown alias '*{name}': an alias must refer to an anchor '&{name}' set before it." },
  ADM1013: { severity: 'error', template: "Alias '*{name}' refers to its own anchor (a recursive structure)." },
  ADM1014: { severity: 'error', template: 'The orders could not be read: {detail}' },
  ADM1015: { severity: 'error', template: "This '{open}' is never closed: add '{close}' after its last item." },
  ADM1020: { severity: 'error', template: "Unknown key '{key}'." },
  ADM1021: { severity: 'error', template: "Missing required key '{key}'{where}." },
  ADM1022: { severity: 'error', template: "Wrong type for '{key}': expected {expected}, got {actual}." },
  ADM1023: { severity: 'error', template: "'{value}' is not allowed for '{key}'; allowed: {allowed}." },
  ADM1024: { severity: 'error', template: "'{value}' is not valid for '{key}': {detail}" },
  ADM1025: { severity: 'error', template: "'{key}' must be {comparison} {limit}, got {value}." },
  ADM1026: { severity: 'error', template: "'{key}' has too many items: {count} (at most {limit})." },
  ADM1027: { severity: 'error', template: "'{key}' needs at least {limit} item(s), got {count}." },
  ADM1028: { severity: 'error', template: "'{key}' is too long: {count} characters (at most {limit})." },
  ADM1029: { severity: 'error', template: "'{key}' is too short: {count} character(s) (at least {limit})." },
  ADM1030: { severity: 'error', template: "'{key}' has too many entries: {count} (at most {limit})." },
  ADM1031: { severity: 'error', template: "Key '{key}' is not allowed here: {detail}" },
  ADM1032: { severity: 'error', template: "'{key}' must be {expected}." },
  ADM1033: { severity: 'error', template: "'{key}' is not valid: {detail}." },
  ADM1040: { severity: 'warning', template: 'This plot line is commented out and will be ignored.' },
  // The shared header check (src/orders/header.ts; seam §6, issue 8.7): what the orders say they
  // are for against what received them. ADM1051–1053 replace GW2001–2003, ADM1055 GW2094.
  ADM1050: { severity: 'error', template: "These orders are for the game '{given}', but this campaign plays '{expected}'." },
  ADM1051: { severity: 'error', template: "These orders are for '{given}', but they were submitted for '{expected}'." },
  ADM1052: { severity: 'error', template: 'These orders are for turn {given}; the current turn is {expected}.' },
  ADM1053: { severity: 'error', template: 'The game is over; no more orders are taken.' },
  ADM1054: { severity: 'error', template: 'These orders are for exchange {given} of turn {turn}; the exchange waiting for orders is {expected}.' },
  ADM1055: { severity: 'error', template: "These orders name campaign '{given}', but they were sent to campaign '{expected}'." },
  ADM1098: { severity: 'error', template: 'Too many problems: only the first {limit} are shown.' },
  ADM1099: { severity: 'error', template: 'Internal error while reading the orders ({detail}); the referee has been told.' },
});


/** The command line: arguments, files, options (src/cli). */
export const cliCodes = defineCodes('cli', {
  ADM2000: { severity: 'error', template: "unknown command '{command}'{hint}" },
  ADM2001: { severity: 'error', template: '{detail}\nusage: {usage}' },
  ADM2002: { severity: 'error', template: 'missing {missing}\nusage: {usage}' },
  ADM2003: { severity: 'error', template: "unexpected argument '{argument}'\nusage: {usage}" },
  ADM2004: { severity: 'error', template: '--{option} {requirement}\nusage: {usage}' },
  ADM2005: { severity: 'error', template: "--{option} must be {expected}, got '{value}'" },
  ADM2006: { severity: 'error', template: '{option} needs {what}' },
  ADM2007: { severity: 'error', template: 'no campaign store at {file}: {advice}' },
  ADM2010: { severity: 'error', template: 'cannot read players file {file}: {detail}' },
  ADM2011: { severity: 'error', template: 'players file {file} must map each side to {name, email, timeZone}' },
  ADM2012: {
    severity: 'error',
    template: '--seed fixes the dice: only for a test or demo campaign, so say so with --test (every report will then say the dice prove nothing); leave --seed out for a real campaign',
  },
  ADM2020: { severity: 'error', template: 'cannot read {what} {file}: {reason}' },
  ADM2021: { severity: 'error', template: 'cannot write {file}: {reason}' },
  ADM2030: { severity: 'error', template: '--format must be one of {formats}' },
  ADM2031: { severity: 'error', template: 'the umpire has no orders form; ask for a side' },
  ADM2040: { severity: 'error', template: 'ADMIRALTY_TEST_GAMES: cannot register {module}: {reason}' },
  // admiralty store copy (issue 17 §4)
  ADM2050: { severity: 'error', template: "campaign '{campaign}' is already in {to}: a copy never writes over a campaign" },
  ADM2051: { severity: 'error', template: "cannot copy '{campaign}' to {to}: {table} row {id} is already taken there (ids are kept, so receipts stay valid)" },
  ADM2052: { severity: 'error', template: "the copy of '{campaign}' in {to} does not match its source: {detail}; nothing was kept" },
});

/** Campaigns and the turn pipeline (src/pipeline), shared by the CLI and the daemon. */
export const pipelineCodes = defineCodes('pipeline', {
  ADM3001: { severity: 'error', template: "unknown game '{game}'" },
  ADM3002: { severity: 'error', template: "no campaign '{campaign}' (see 'admiralty status' for the list)" },
  ADM3003: { severity: 'error', template: "campaign id '{id}' must be lower-case letters, digits and hyphens" },
  ADM3004: { severity: 'error', template: "campaign '{campaign}' already exists" },
  ADM3005: { severity: 'error', template: "unknown scenario '{scenario}' (see 'admiralty scenarios')" },
  ADM3006: { severity: 'error', template: "unknown side '{side}' (this game's sides: {sides})" },
  ADM3007: { severity: 'error', template: "campaign '{campaign}' is over (turn {last} was the last)" },
  ADM3008: { severity: 'error', template: "campaign '{campaign}' is over: no orders form" },
  ADM3009: { severity: 'error', template: 'no {format} report for {viewer} at turn {turn} (turns resolved: {latest})' },
  ADM3010: { severity: 'error', template: "turn {turn} of '{campaign}' has not been resolved (resolved: {resolved})" },
  ADM3011: { severity: 'error', template: "side '{side}' has several seats: name one ({seats})" },
  ADM3015: { severity: 'error', template: 'invalid campaign option: {detail}' },
});

/** Fair play (src/fairplay and its commands): receipts, the seed, rollback, amendments, bundles. */
export const fairplayCodes = defineCodes('fairplay', {
  ADM5001: { severity: 'error', template: 'submission {id} was not accepted: it has no receipt' },
  ADM5002: { severity: 'error', template: 'no submission {id}{where}' },
  ADM5003: { severity: 'error', template: 'no valid orders on file for {side} at turn {turn}' },
  ADM5010: { severity: 'error', template: "the stored seed of '{campaign}' does not match its commitment: refusing to publish it" },
  ADM5011: {
    severity: 'error',
    template: "'{campaign}' is not over (next turn {turn}): revealing the seed now would let anyone compute the dice of every turn to come from the orders. The campaign's end reveals it. To reveal now anyway, give --force: the turns played are revealed and the rest of the campaign is re-keyed with a new seed and a new commitment, and every player is told.",
  },
  ADM5020: { severity: 'error', template: 'a rollback needs a reason (--reason "…"): every player is told it' },
  ADM5021: { severity: 'error', template: "cannot roll '{campaign}' back to turn {to}: turns resolved are {resolved} (the target must be 0–{latest})" },
  ADM5022: { severity: 'error', template: 'the journal has no entry for turn {turn}' },
  ADM5030: { severity: 'error', template: "turn {turn} of '{campaign}' has not been resolved (resolved: {resolved})" },
  ADM5031: { severity: 'error', template: '--through must be between {turn} and {last}, got {through}' },
  ADM5040: { severity: 'error', template: "turn {turn} of '{campaign}' has not been resolved (resolved: {resolved})" },
  ADM5041: { severity: 'error', template: 'not a bundle: {detail}' },
  ADM5042: { severity: 'error', template: 'not an Admiralty bundle (format {format}, expected {expected})' },
  ADM5050: { severity: 'error', template: '--public-key: not an Ed25519 public key ("ed25519:<base64url>"): {value}' },
  ADM5060: {
    severity: 'error',
    template: "{label}: a turn of the first dice scheme and its seed is not revealed (the bundle carries only its commitment); 'admiralty bundle verify --moderator' where the store holds the campaign",
  },
  ADM5061: {
    severity: 'error',
    template: "turns {turns} of '{campaign}' used the first dice scheme and its seed has not been revealed; the moderator may use --moderator",
  },
  ADM5062: { severity: 'error', template: "--moderator: this store has no campaign '{campaign}'" },
});

export type OrdersCode = keyof typeof ordersCodes;
export type AdmCode = OrdersCode | keyof typeof cliCodes | keyof typeof pipelineCodes | keyof typeof fairplayCodes;
