#!/usr/bin/env bash
# Runs a command inside a network namespace of its own, for the online tests: browsers there can
# open WebRTC data channels to each other, and nothing they send can reach any other machine or
# this machine's own addresses. Chromium gathers no ICE candidates on loopback, so the namespace
# gets a veth pair (both ends inside it, with addresses of their own) and a default route over
# it: candidates are gathered on that pair and nowhere else. Loopback is up too; the pages are
# opened at http://127.0.0.1:PORT, a secure context, which the signalling code needs.
#
#   scripts/netns.sh COMMAND [ARG...]     as root; COMMAND sees CLUBHOUSE_NETNS=1
#
# It needs root (unshare -n). Anyone else is told plainly that the online tests cannot run here,
# and the exit status is 1: such a run fails, it never passes by running nothing.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: scripts/netns.sh COMMAND [ARG...]" >&2
  exit 2
fi

if [ "${1:-}" = --inside ]; then
  shift
  # Addresses from the range set aside for benchmarks (198.18.0.0/15), which no network routes;
  # a namespace inside this one (tests/e2e/far-network.mjs) takes another /24 of it.
  net=${CLUBHOUSE_NETNS_NET:-198.18.0}
  # No IPv6 here: its link-local addresses settle a second or two after the links come up, and
  # Chromium, seeing its addresses change, fails the requests under way (ERR_NETWORK_CHANGED).
  sysctl -qw net.ipv6.conf.all.disable_ipv6=1 net.ipv6.conf.default.disable_ipv6=1 2>/dev/null || true
  ip link set lo up
  ip link add veth0 type veth peer name veth1
  ip addr add "$net.1/24" dev veth0
  ip addr add "$net.2/24" dev veth1
  ip link set veth0 up
  ip link set veth1 up
  ip route add default via "$net.2" dev veth0
  export CLUBHOUSE_NETNS=1
  # The command's status is the script's; the namespace (and its links) goes with its last process.
  exec "$@"
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "netns: the online tests CANNOT RUN here: they need root for a network namespace of their own (unshare -n)." >&2
  echo "netns: run them as root; they are counted as failed, not skipped." >&2
  exit 1
fi
for tool in unshare ip; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "netns: the online tests CANNOT RUN here: '$tool' is missing (util-linux, iproute2)." >&2
    exit 1
  }
done
exec unshare --net -- "$0" --inside "$@"
