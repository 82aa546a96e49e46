/**
 * Mail codes (ML4xxx): why a message was refused, quarantined or not answered. Each is sent to
 * the player of record (never to an unverified sender) and logged. ML49xx: the daemon's
 * configuration. Both tables live in the one registry (issue 11 §6) with ADM and game codes.
 *
 * ML4051 and the ML49xx config problems are composed where they are raised (the moderator's
 * reply and `--check-config` print `CODE: detail`); their templates say what the code means and
 * are what `message()` gives, as before.
 */
import { defineCodes, message } from './registry.js';

export const mailCodes = defineCodes('mail', {
  ML4001: { severity: 'error', template: 'The message is too large: {size} bytes (at most {limit}).' },
  ML4002: { severity: 'error', template: 'The message has too many attachments: {count} (at most {limit}).' },
  ML4003: { severity: 'error', template: 'The orders text is too large: {size} bytes (at most {limit}).' },
  ML4004: { severity: 'error', template: 'The orders exceed the YAML limits (nesting, aliases or size): {detail}' },
  ML4010: { severity: 'error', template: 'The message could not be read as mail: {detail}' },
  ML4011: { severity: 'info', template: 'No orders were found in the message.' },
  ML4020: { severity: 'error', template: "No campaign named: put '[<campaign>] <side> turn <n> orders' in the subject, or a line 'Admiralty: <campaign> <side> <turn>'." },
  ML4021: { severity: 'error', template: "Campaign '{campaign}' is not one you play in." },
  ML4022: { severity: 'error', template: "These orders are for side '{side}', but you play '{own}': orders for another side are refused." },
  ML4023: { severity: 'error', template: 'These orders are for turn {turn}, which has already been resolved; the current turn is {current}.' },
  ML4024: { severity: 'error', template: 'These orders are for turn {turn}, but the current turn is {current}.' },
  ML4025: { severity: 'error', template: "Campaign '{campaign}' is over: no more orders are taken." },
  // Seats (docs/design/seam.md §3 intake): an address may hold several seats of one side.
  ML4026: { severity: 'error', template: "You hold several seats ({seats}) and this message does not say which it is for: put the seat in the subject ('[{campaign}] <seat> turn <n> orders'), reply to that seat's mail, or begin each orders document with 'seat: <seat>'." },
  ML4027: { severity: 'error', template: 'These orders answer {answered}, which is closed; Admiralty now waits for {current}.' },
  ML4028: { severity: 'info', template: "Seat '{seat}' is not asked anything in {current}: the message was kept on file and ignored; nothing changed." },
  ML4030: { severity: 'error', template: "A message claiming to be from you, with orders for '{campaign}' ({side}), did not carry your secret (the reply address Admiralty gave you, or your passphrase); it was ignored and nothing changed." },
  ML4031: { severity: 'error', template: 'Moderator command refused: the message did not carry the moderator secret.' },
  ML4040: { severity: 'info', template: 'Unknown sender: quarantined, not answered.' },
  ML4041: { severity: 'info', template: 'Automatic, bulk, list or junk mail: not answered ({reason}).' },
  ML4042: { severity: 'info', template: 'A bounce or delivery report: recorded against {recipient}, not answered.' },
  ML4043: { severity: 'info', template: 'Marked as spam upstream (X-Spam-Flag) and without the secret: quarantined, not answered.' },
  ML4050: { severity: 'error', template: "Unknown moderator command '{command}'." },
  ML4051: { severity: 'error', template: 'Moderator command failed: {detail}' },
  ML4099: { severity: 'error', template: 'Internal error while handling the message ({detail}); the mail is kept in the store (status failed) and the error logged, and no answer is sent.' },
});

/** The daemon's configuration (`admiralty serve --check-config`; src/mail/config.ts). */
export const configCodes = defineCodes('config', {
  ML4900: { severity: 'error', template: 'The configuration file cannot be read: {detail}' },
  ML4901: { severity: 'error', template: 'The configuration is not valid YAML: {detail}' },
  ML4902: { severity: 'error', template: 'The configuration does not match schemas/config.schema.json: {detail}' },
  ML4903: { severity: 'error', template: "'{zone}' is not an IANA time zone (write Region/City, e.g. Europe/London)." },
  ML4904: { severity: 'error', template: "Unknown scenario '{scenario}' (see 'admiralty scenarios')." },
  ML4905: { severity: 'error', template: 'A seat has no player, or a player names an unknown seat or side: {detail}' },
  ML4906: { severity: 'error', template: 'A password variable named by passwordEnv is not set: {detail}' },
  ML4907: { severity: 'error', template: 'A campaign id or a player address is used twice: {detail}' },
  ML4908: { severity: 'error', template: "'{zone}' is an abbreviation, not an IANA time zone; probably meant: {meant}." },
  ML4910: { severity: 'error', template: 'A deadline duration is out of bounds: {detail}' },
  ML4911: { severity: 'error', template: 'A deadline rule does not fit the turn length: {detail}' },
  ML4912: { severity: 'error', template: 'A reminder is zero or given twice: {detail}' },
  ML4913: { severity: 'error', template: 'web.listen is not host:port: {detail}' },
  ML4914: { severity: 'error', template: 'web.listen is not a loopback address and web.remote is not set: {detail}' },
  ML4915: { severity: 'error', template: "A campaign option is unknown or invalid for its game: {detail}" },
});

export type MailCode = keyof typeof mailCodes;
export type ConfigCode = keyof typeof configCodes;
export type MlCode = MailCode | ConfigCode;

export function mailMessage(code: MailCode, params: Record<string, string | number | undefined> = {}): string {
  return message(code, params);
}
