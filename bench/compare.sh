#!/usr/bin/env bash
# Measures the library's perft beside the hand-written C reference
# (bench/cperft.c, English checkers only, compiled with gcc -O3) in one
# sitting, alternating the programs, and prints the best rate of each and
# their ratios, so that the machine's load cancels out.
#
#   bench/compare.sh            # three rounds
#   ROUNDS=6 bench/compare.sh   # more
#
# It needs gcc (Debian: apt-get install gcc). The library runs on one
# thread (GOMAXPROCS=1), built with PGO as the command-line tool is.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

rounds="${ROUNDS:-3}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
gcc -O3 -o "$tmp/cperft" bench/cperft.c
go build -o "$tmp/checkers" ./cmd/checkers

# crate DEPTH [1]: the C reference's rate at DEPTH (bulk with 1).
crate() { "$tmp/cperft" "$@" | awk '/^depth/ {print $8}'; }
# gorate VARIANT DEPTH [-bulk]: the library's rate at DEPTH.
gorate() { GOMAXPROCS=1 "$tmp/checkers" perft -variant "$1" -depth "$2" ${3:-} | tail -1 | awk '{print $4}'; }
# best: the largest of the numbers on standard input.
best() { sort -g | tail -1; }

declare -A runs
for ((r = 0; r < rounds; r++)); do
	runs[c_make]+="$(crate 11) "
	runs[english_make]+="$(gorate english 11) "
	runs[c_bulk]+="$(crate 12 1) "
	runs[english_bulk]+="$(gorate english 12 -bulk) "
	runs[international_make]+="$(gorate international 9) "
	runs[international_bulk]+="$(gorate international 10 -bulk) "
done
rate() { tr ' ' '\n' <<<"${runs[$1]}" | grep . | best; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }

c_make="$(rate c_make)"
c_bulk="$(rate c_bulk)"
printf '%-36s %8s %8s %6s\n' "case (best of $rounds, M nodes/s)" library C ratio
for c in english_make:c_make international_make:c_make english_bulk:c_bulk international_bulk:c_bulk; do
	ours="${c%%:*}" ref="${c##*:}"
	case "$ours" in
	english_make) label="English d11, every move made" ;;
	english_bulk) label="English d12, bulk" ;;
	international_make) label="International d9, every move made" ;;
	international_bulk) label="International d10, bulk" ;;
	esac
	printf '%-36s %8s %8s %6s\n' "$label" "$(rate "$ours")" "${!ref}" "$(ratio "$(rate "$ours")" "${!ref}")"
done
echo "(International is compared with the C reference's English rate.)"
