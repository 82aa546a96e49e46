#!/usr/bin/env bash
# A private Postfix + Dovecot on 127.0.0.1, run entirely from one short state directory.
# Nothing under /etc is touched (apart from the `vmail` user that install.sh creates).
#
#   mailstack.sh start DIR [IMAP_PORT] [SMTP_PORT] [SUBMISSION_PORT]
#                                                    write the configs (first time) and start both
#
# SMTP_PORT is the domain's MX: anyone may deliver to game.test there, no AUTH (so it keeps
# accepting mail, and queueing it, while Dovecot is down). SUBMISSION_PORT (optional) is where the
# referee submits with SMTP AUTH (Dovecot SASL), as a real deployment would on port 587; Postfix's
# smtpd exits there while Dovecot's auth socket is gone, and is restarted 1 s after it returns.
#   mailstack.sh stop DIR                            stop both (master pid + SIGTERM)
#   mailstack.sh stop-postfix DIR | start-postfix DIR | stop-dovecot DIR | start-dovecot DIR
#   mailstack.sh restart-dovecot DIR
#   mailstack.sh flush-postfix DIR     (retry deferred mail now, as after an outage)
#   mailstack.sh queue DIR             (list Postfix's queue, for a failing test's report)
#   mailstack.sh status DIR
#
# Users (domain game.test, password "pw-<user>"): referee moderator p1 … p6, and any listed in
# $MAILSTACK_USERS (space-separated). The state directory must be ≤ 60 characters and every
# component of it traversable by vmail (i.e. not under /root): unix sockets live inside it.
# Daemons start with stdin from /dev/null, output to DIR/log/*.log and descriptors > 2 closed,
# so a caller reading our output sees EOF (pitfall 1 of ../shared/notes/mail-testbed.md).
set -euo pipefail

cmd=${1:?usage: mailstack.sh start|stop|... DIR}
STATE=${2:?state directory}
case "$STATE" in /*) ;; *) STATE="$(pwd)/$STATE" ;; esac
STATE=${STATE%/}
if [ ${#STATE} -gt 60 ]; then echo "mailstack: state dir '$STATE' is longer than 60 characters" >&2; exit 2; fi

DOMAIN=game.test
PF=$STATE/postfix
DC=$STATE/dovecot
LOGS=$STATE/log

log() { echo "mailstack: $*" >&2; }

# --- process helpers (pitfall 11: zombies answer kill -0; read /proc) ---------------------------
alive() { # alive PID [COMM…]: running (not zombie/dead) and, if given, with one of these names
  local pid=$1; shift
  [ -n "$pid" ] && [ -r "/proc/$pid/stat" ] || return 1
  local st; st=$(sed -e 's/^.*) //' "/proc/$pid/stat" 2>/dev/null | cut -d' ' -f1) || return 1
  case "$st" in Z|X|x|"") return 1 ;; esac
  [ $# -eq 0 ] && return 0
  local comm; comm=$(cat "/proc/$pid/comm" 2>/dev/null) || return 1
  local c; for c in "$@"; do [ "$comm" = "$c" ] && return 0; done
  return 1
}
pidof_file() { [ -s "$1" ] && tr -dc '0-9' <"$1" || true; }
listening() { # listening PORT: some socket on 127.0.0.1/0.0.0.0 listens on PORT (from /proc, no connect)
  local hex; hex=$(printf '%04X' "$1")
  awk -v p=":$hex" 'NR>1 && $4=="0A" && substr($2, length($2)-4)==p {f=1} END{exit !f}' /proc/net/tcp
}
wait_until() { # wait_until SECONDS CMD…
  local deadline=$((SECONDS + $1)); shift
  while ! "$@"; do [ $SECONDS -ge $deadline ] && return 1; sleep 0.1; done
}
not() { ! "$@"; }
detached() { # detached LOGFILE CMD…: stdin /dev/null, out to LOGFILE, fds > 2 closed
  local logfile=$1; shift
  (
    for fd in /proc/$BASHPID/fd/*; do
      fd=${fd##*/}
      if [ "$fd" -gt 2 ] 2>/dev/null; then eval "exec $fd>&-" 2>/dev/null || true; fi
    done
    exec "$@"
  ) </dev/null >>"$logfile" 2>&1
}
sendterm() { # sendterm PIDFILE NAME: SIGTERM the master and wait for it to go
  local pid; pid=$(pidof_file "$1")
  if [ -n "$pid" ] && alive "$pid"; then
    kill -TERM "$pid" 2>/dev/null || true
    if ! wait_until 10 not alive "$pid"; then log "$2 ($pid) ignored SIGTERM; killing"; kill -KILL "$pid" 2>/dev/null || true; fi
  fi
}

# --- configuration (written once; ports kept in DIR/ports) -------------------------------------
users() { echo referee moderator p1 p2 p3 p4 p5 p6 ${MAILSTACK_USERS:-}; }

# --- duplicate suppression at the recipient (Pigeonhole Sieve, RFC 7352 "duplicate") ------------
# Admiralty's Message-IDs are deterministic, and its outbox marks a mail sent only after the SMTP
# server accepted it; a crash in between sends the same message (same Message-ID) once more.
# SMTP itself cannot close that window. The standard mail-system answer is duplicate suppression
# at delivery: Dovecot LMTP runs a global Sieve script before any user script, and the RFC 7352
# `duplicate` test (keyed on the Message-ID header by default, remembered per user in
# ~/.dovecot.lda-dupes) discards a second delivery of the same Message-ID. Deployments get the
# same from their own delivery agent (Pigeonhole Sieve `duplicate`, procmail's `formail -D`).
# The referee's own mailbox is left out: replayed and duplicate incoming mail is the daemon's job
# (it dedupes on content) and is tested as such.
SIEVE_PLUGIN=/usr/lib/dovecot/modules/lib90_sieve_plugin.so
have_sieve() { [ -e "$SIEVE_PLUGIN" ] && command -v sievec >/dev/null 2>&1; }
sieve_lmtp_plugins() { if have_sieve; then printf '\n  mail_plugins = $mail_plugins sieve'; fi; }
sieve_plugin_block() {
  if ! have_sieve; then return 0; fi
  printf 'plugin {\n  sieve = file:~/sieve;active=~/.dovecot.sieve\n  sieve_before = %s\n}\n' "$DC/etc/dedupe.sieve"
}
write_dedupe_sieve() {
  if ! have_sieve; then log "dovecot-sieve not installed: no duplicate suppression by Message-ID (install.sh installs it)"; return 0; fi
  cat >"$DC/etc/dedupe.sieve" <<'SIEVE'
# Written by scripts/mailstack/mailstack.sh: each Message-ID is delivered once per mailbox (RFC 7352).
require ["duplicate", "envelope"];
if envelope :localpart :matches "to" "referee*" { stop; }
if duplicate { discard; stop; }
SIEVE
  sievec -c "$DC/etc/dovecot.conf" "$DC/etc/dedupe.sieve" >>"$LOGS/dovecot.start.log" 2>&1 || { log "sievec failed"; tail -n 5 "$LOGS/dovecot.start.log" >&2; exit 1; }
  chmod 644 "$DC/etc/dedupe.sieve" "$DC/etc/dedupe.svbin"
}

configure() {
  local imap=$1 smtp=$2 sub=${3:-}
  local vuid vgid; vuid=$(id -u vmail) vgid=$(id -g vmail)
  mkdir -p "$STATE" "$PF/etc" "$PF/spool" "$PF/data" "$DC/etc" "$DC/run" "$DC/lib" "$STATE/mail" "$LOGS"
  chmod 755 "$STATE" "$PF" "$DC" "$LOGS"
  chown vmail:vmail "$STATE/mail"; chmod 750 "$STATE/mail"
  chown postfix "$PF/data"
  touch "$LOGS/dovecot.log" "$LOGS/postfix.log"
  echo "IMAP_PORT=$imap SMTP_PORT=$smtp SUBMISSION_PORT=$sub" >"$STATE/ports"

  # Dovecot: passwd-file users, maildir, IMAP on loopback, LMTP socket (pitfalls 6–9).
  : >"$DC/etc/passwd"; : >"$PF/etc/vmailbox"
  local u
  for u in $(users); do
    echo "$u@$DOMAIN:{PLAIN}pw-$u:$vuid:$vgid::$STATE/mail/$u::" >>"$DC/etc/passwd"
    echo "$u@$DOMAIN ok" >>"$PF/etc/vmailbox"
  done
  chown root:dovecot "$DC/etc/passwd"; chmod 0640 "$DC/etc/passwd"
  local listen=127.0.0.1
  cat >"$DC/etc/dovecot.conf" <<EOF
# Written by scripts/mailstack/mailstack.sh
instance_name = adm-$(basename "$STATE")
base_dir = $DC/run
state_dir = $DC/lib
log_path = $LOGS/dovecot.log
info_log_path = $LOGS/dovecot.log
# Microsecond times: the mail benchmark reads when each mail was stored ("saved mail to").
log_timestamp = "%Y-%m-%d %H:%M:%S.%{usecs} "
protocols = imap lmtp
listen = $listen
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:~/Maildir
mail_uid = $vuid
mail_gid = $vgid
first_valid_uid = $vuid
last_valid_uid = $vuid
mail_max_userip_connections = 200
recipient_delimiter = +
lmtp_save_to_detail_mailbox = no
mail_fsync = never
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $DC/etc/passwd
}
userdb {
  driver = passwd-file
  args = username_format=%u $DC/etc/passwd
}
namespace inbox {
  inbox = yes
  separator = /
}
service imap-login {
  inet_listener imap {
    address = $listen
    port = $imap
  }
  inet_listener imaps {
    port = 0
  }
}
service lmtp {
  unix_listener lmtp {
    mode = 0666
  }
}
service auth {
  unix_listener auth-client {
    mode = 0666
  }
}
service anvil {
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
protocol lmtp {
  postmaster_address = postmaster@$DOMAIN$(sieve_lmtp_plugins)
}
$(sieve_plugin_block)
EOF
  write_dedupe_sieve

  # Postfix: SMTP on loopback, virtual domain → Dovecot LMTP, everything else refused
  # (pitfalls 2–5, 9, 10). Short retry times so outages heal within a test.
  cat >"$PF/etc/main.cf" <<EOF
# Written by scripts/mailstack/mailstack.sh
compatibility_level = 3.6
queue_directory = $PF/spool
data_directory = $PF/data
command_directory = /usr/sbin
daemon_directory = /usr/lib/postfix/sbin
shlib_directory = /usr/lib/postfix
meta_directory = /etc/postfix
mail_owner = postfix
setgid_group = postdrop
myhostname = mail.$DOMAIN
mydomain = $DOMAIN
myorigin = $DOMAIN
mydestination =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
alias_maps =
alias_database =
local_recipient_maps =
relay_domains =
relayhost =
smtpd_peername_lookup = no
smtp_dns_support_level = disabled
smtpd_relay_restrictions = reject_unauth_destination
smtpd_recipient_restrictions = reject_unauth_destination
virtual_mailbox_domains = $DOMAIN
virtual_mailbox_maps = texthash:$PF/etc/vmailbox
virtual_transport = lmtp:unix:$DC/run/lmtp
recipient_delimiter = +
smtpd_sasl_auth_enable = yes
smtpd_sasl_type = dovecot
smtpd_sasl_path = $DC/run/auth-client
smtpd_sasl_security_options = noanonymous
smtpd_tls_auth_only = no
message_size_limit = 52428800
maillog_file_prefixes = $STATE
maillog_file = $LOGS/postfix.log
biff = no
append_dot_mydomain = no
queue_run_delay = 1s
minimal_backoff_time = 1s
maximal_backoff_time = 5s
lmtp_connect_timeout = 5s
smtpd_error_sleep_time = 0
smtpd_soft_error_limit = 1000
smtpd_hard_error_limit = 1000
smtpd_client_connection_count_limit = 0
smtpd_client_connection_rate_limit = 0
anvil_rate_time_unit = 60s
default_process_limit = 50
in_flow_delay = 0
service_throttle_time = 1s
EOF
  cat >"$PF/etc/master.cf" <<EOF
# Written by scripts/mailstack/mailstack.sh: no chroot anywhere (pitfall 2).
127.0.0.1:$smtp inet n - n - - smtpd -o smtpd_sasl_auth_enable=no
$( [ -n "$sub" ] && echo "127.0.0.1:$sub inet n - n - - smtpd" )
pickup     unix  n - n 60   1 pickup
cleanup    unix  n - n -    0 cleanup
qmgr       unix  n - n 300  1 qmgr
rewrite    unix  - - n -    - trivial-rewrite
bounce     unix  - - n -    0 bounce
defer      unix  - - n -    0 bounce
trace      unix  - - n -    0 bounce
verify     unix  - - n -    1 verify
flush      unix  n - n 1000? 0 flush
proxymap   unix  - - n -    - proxymap
proxywrite unix  - - n -    1 proxymap
smtp       unix  - - n -    - smtp
relay      unix  - - n -    - smtp
showq      unix  n - n -    - showq
error      unix  - - n -    - error
retry      unix  - - n -    - error
discard    unix  - - n -    - discard
lmtp       unix  - - n -    - lmtp
anvil      unix  - - n -    1 anvil
scache     unix  - - n -    1 scache
postlog    unix-dgram n - n - 1 postlogd
EOF
}

ports() { # sets IMAP_PORT SMTP_PORT from DIR/ports
  [ -s "$STATE/ports" ] || { log "$STATE is not a mail stack (no ports file)"; exit 2; }
  # shellcheck disable=SC1091
  . "$STATE/ports"
}

start_dovecot() {
  ports
  local pid; pid=$(pidof_file "$DC/run/master.pid")
  if [ -n "$pid" ] && alive "$pid" dovecot; then return 0; fi
  wait_until 15 not listening "$IMAP_PORT" || { log "port $IMAP_PORT still taken"; exit 1; }
  rm -f "$DC/run/master.pid"
  detached "$LOGS/dovecot.start.log" /usr/sbin/dovecot -c "$DC/etc/dovecot.conf"
  if ! wait_until 20 listening "$IMAP_PORT" || ! wait_until 10 test -S "$DC/run/lmtp"; then
    log "dovecot did not come up; last log lines:"; tail -n 20 "$LOGS/dovecot.log" "$LOGS/dovecot.start.log" >&2 || true; exit 1
  fi
}
instance_pids() { # pids of this instance's dovecot children (their titles start with dovecot-adm-NAME/)
  local f pid title
  for f in /proc/[0-9]*/cmdline; do
    pid=${f#/proc/}; pid=${pid%/cmdline}
    title=$( { tr '\0' ' ' <"$f"; } 2>/dev/null) || continue
    case "$title" in "dovecot-adm-$(basename "$STATE")/"*) alive "$pid" && echo "$pid" ;; esac
  done
}
stop_dovecot() {
  sendterm "$DC/run/master.pid" dovecot
  # Post-login imap processes outlive the master here; a restart must drop every session.
  local p; for p in $(instance_pids); do kill -TERM "$p" 2>/dev/null || true; done
  ports; wait_until 10 not listening "$IMAP_PORT" || log "port $IMAP_PORT still listening after dovecot stopped"
}
start_postfix() {
  ports
  local pid; pid=$(pidof_file "$PF/spool/pid/master.pid")
  if [ -n "$pid" ] && alive "$pid" master; then return 0; fi
  wait_until 15 not listening "$SMTP_PORT" || { log "port $SMTP_PORT still taken"; exit 1; }
  if [ -n "${SUBMISSION_PORT:-}" ]; then wait_until 15 not listening "$SUBMISSION_PORT" || { log "port $SUBMISSION_PORT still taken"; exit 1; }; fi
  # `postfix start` runs postfix-script, which creates the queue directories with the right owners.
  detached "$LOGS/postfix.start.log" /usr/sbin/postfix -c "$PF/etc" start
  if ! wait_until 20 listening "$SMTP_PORT" || { [ -n "${SUBMISSION_PORT:-}" ] && ! wait_until 20 listening "$SUBMISSION_PORT"; }; then
    log "postfix did not come up; last log lines:"; tail -n 20 "$LOGS/postfix.log" "$LOGS/postfix.start.log" >&2 || true; exit 1
  fi
}
stop_postfix() {
  sendterm "$PF/spool/pid/master.pid" postfix
  ports; wait_until 10 not listening "$SMTP_PORT" || log "port $SMTP_PORT still listening after postfix stopped"
  if [ -n "${SUBMISSION_PORT:-}" ]; then wait_until 10 not listening "$SUBMISSION_PORT" || log "port $SUBMISSION_PORT still listening after postfix stopped"; fi
}

case "$cmd" in
  start)
    for b in /usr/sbin/postfix /usr/sbin/dovecot /usr/lib/dovecot/lmtp /usr/lib/dovecot/imap; do
      [ -x "$b" ] || { log "missing $b (run scripts/mailstack/install.sh as root)"; exit 3; }
    done
    id vmail >/dev/null 2>&1 || { log "missing user vmail (run scripts/mailstack/install.sh as root)"; exit 3; }
    if [ ! -s "$STATE/ports" ]; then configure "${3:-1143}" "${4:-2525}" "${5:-}"; fi
    start_dovecot
    start_postfix
    ports; log "up in $STATE: IMAP 127.0.0.1:$IMAP_PORT, SMTP 127.0.0.1:$SMTP_PORT${SUBMISSION_PORT:+, submission 127.0.0.1:$SUBMISSION_PORT}"
    ;;
  stop) stop_postfix; stop_dovecot ;;
  stop-postfix) stop_postfix ;;
  start-postfix) start_postfix ;;
  stop-dovecot) stop_dovecot ;;
  start-dovecot) start_dovecot ;;
  restart-dovecot) stop_dovecot; start_dovecot ;;
  flush-postfix) /usr/sbin/postqueue -c "$PF/etc" -f ;;
  queue) /usr/sbin/postqueue -c "$PF/etc" -p || true ;;
  status)
    ports
    d=$(pidof_file "$DC/run/master.pid"); p=$(pidof_file "$PF/spool/pid/master.pid")
    if [ -n "$d" ] && alive "$d" dovecot; then echo "dovecot up ($d) IMAP $IMAP_PORT"; else echo "dovecot down"; fi
    if [ -n "$p" ] && alive "$p" master; then echo "postfix up ($p) SMTP $SMTP_PORT"; else echo "postfix down"; fi
    ;;
  *) log "unknown command $cmd"; exit 2 ;;
esac
