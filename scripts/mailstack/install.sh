#!/usr/bin/env bash
# Installs Debian's postfix, dovecot-imapd, dovecot-lmtpd and dovecot-sieve (duplicate suppression by
# Message-ID at delivery, see mailstack.sh) non-interactively (root only), and
# makes sure no stock daemon is left running on the standard ports: the tests start their own
# private instances on loopback (scripts/mailstack/mailstack.sh).
set -euo pipefail

have() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ]; }

if have postfix && have dovecot && [ -x /usr/lib/dovecot/lmtp ] && [ -x /usr/lib/dovecot/imap ] && [ -e /usr/lib/dovecot/modules/lib90_sieve_plugin.so ]; then
  echo "mailstack: postfix and dovecot already installed"
else
  if [ "$(id -u)" != 0 ]; then
    echo "mailstack: postfix/dovecot missing and not root: cannot install" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections
  echo "postfix postfix/mailname string game.test" | debconf-set-selections
  # policy-rc.d 101: install scripts must not start the stock daemons (pitfall 16).
  prc=/usr/sbin/policy-rc.d
  created_prc=0
  if [ ! -e "$prc" ]; then printf '#!/bin/sh\nexit 101\n' >"$prc"; chmod 755 "$prc"; created_prc=1; fi
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends postfix dovecot-imapd dovecot-lmtpd dovecot-sieve </dev/null
  if [ "$created_prc" = 1 ]; then rm -f "$prc"; fi
fi

# The unprivileged user that owns the mailboxes (Dovecot refuses uid 0, pitfall 7).
if ! id vmail >/dev/null 2>&1; then
  useradd --system --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin vmail
fi

# Stop any stock daemon the packages may have started (pitfall 16); ours run from /tmp state dirs.
for pidf in /var/spool/postfix/pid/master.pid /run/dovecot/master.pid; do
  if [ -s "$pidf" ]; then
    pid=$(tr -dc 0-9 <"$pidf")
    if [ -n "$pid" ] && [ -r "/proc/$pid/comm" ]; then
      comm=$(cat "/proc/$pid/comm")
      case "$comm" in master|dovecot) echo "mailstack: stopping stock $comm ($pid)"; kill -TERM "$pid" || true ;; esac
    fi
  fi
done
echo "mailstack: ready ($(postconf -d mail_version 2>/dev/null | sed 's/ //g'), dovecot $(dovecot --version 2>/dev/null))"
