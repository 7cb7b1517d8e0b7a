#!/usr/bin/env bash
# Measures the library's perft beside the hand-written C reference
# (bench/cperft.c, English checkers only, compiled with gcc -O3) in one
# sitting, alternating the programs, and prints the best rate of each and
# their ratios, so that the machine's load cancels out.
#
#   bench/compare.sh             # English and International, three rounds
#   ROUNDS=6 bench/compare.sh    # more rounds
#   ALL=1 bench/compare.sh       # also every variant dctl plays
#
# The library runs on one thread (GOMAXPROCS=1), built with PGO as the
# command-line tool is, once for the baseline x86-64 (the default) and once
# with GOAMD64=v3 (processors since about 2015: POPCNT, TZCNT, ANDN and
# BMI2 shifts as single instructions), which is what "-march=native" is to
# a C compiler. The last column is the bar each row must reach as a ratio
# to the C reference: for English and International the speed of Scan
# built for this processor, for the other variants dctl's ratio, measured
# once on this machine kind (see BENCHMARKS.md).
#
# It needs gcc (Debian: apt-get install gcc).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

rounds="${ROUNDS:-3}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
gcc -O3 -o "$tmp/cperft" bench/cperft.c
go build -o "$tmp/checkers" ./cmd/checkers
v3=""
if [[ "$(go env GOARCH)" == amd64 ]] && grep -qw bmi2 /proc/cpuinfo 2>/dev/null; then
	GOAMD64=v3 go build -o "$tmp/checkers-v3" ./cmd/checkers
	v3=1
fi

# The rows: variant, depth, mode (make or bulk), and the bar as a ratio to
# the C reference.
rows=(
	"english 11 make 0.80"
	"english 12 bulk 0.80"
	"international 9 make 0.70"
	"international 10 bulk 0.90"
)
if [[ -n "${ALL:-}" ]]; then
	# dctl's rates over the C reference's (M nodes/s), both measured on
	# this machine kind: make over 126.4, bulk over 208.1.
	rows+=(
		"russian 11 make $(awk 'BEGIN {printf "%.2f", 53.5 / 126.4}')"
		"russian 12 bulk $(awk 'BEGIN {printf "%.2f", 129.3 / 208.1}')"
		"brazilian 11 make $(awk 'BEGIN {printf "%.2f", 50.0 / 126.4}')"
		"brazilian 12 bulk $(awk 'BEGIN {printf "%.2f", 110.7 / 208.1}')"
		"italian 12 make $(awk 'BEGIN {printf "%.2f", 44.4 / 126.4}')"
		"italian 12 bulk $(awk 'BEGIN {printf "%.2f", 111.1 / 208.1}')"
		"czech 12 make $(awk 'BEGIN {printf "%.2f", 49.7 / 126.4}')"
		"czech 12 bulk $(awk 'BEGIN {printf "%.2f", 120.1 / 208.1}')"
		"canadian 9 make $(awk 'BEGIN {printf "%.2f", 45.2 / 126.4}')"
		"canadian 9 bulk $(awk 'BEGIN {printf "%.2f", 110.5 / 208.1}')"
	)
fi

# crate DEPTH [1]: the C reference's rate at DEPTH (bulk with 1).
crate() { "$tmp/cperft" "$1" "${2:-0}" "$1" | awk '/^depth/ {print $8}'; }
# gorate BINARY VARIANT DEPTH MODE: the library's rate at DEPTH.
gorate() {
	local bulk=""
	[[ "$4" == bulk ]] && bulk=-bulk
	GOMAXPROCS=1 "$1" perft -variant "$2" -depth "$3" $bulk | tail -1 | awk '{print $4}'
}
# keep NAME RATE: remembers the best rate seen under NAME.
declare -A best
keep() {
	if [[ -z "${best[$1]:-}" ]] || awk -v a="$2" -v b="${best[$1]}" 'BEGIN {exit !(a > b)}'; then
		best[$1]="$2"
	fi
}

for ((r = 0; r < rounds; r++)); do
	keep c_make "$(crate 11)"
	keep c_bulk "$(crate 12 1)"
	for row in "${rows[@]}"; do
		read -r v d mode _ <<<"$row"
		keep "$v $d $mode" "$(gorate "$tmp/checkers" "$v" "$d" "$mode")"
		if [[ -n "$v3" ]]; then
			keep "$v $d $mode v3" "$(gorate "$tmp/checkers-v3" "$v" "$d" "$mode")"
		fi
	done
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }
printf 'best of %d rounds, M nodes/s; C reference: %s every move made (d11), %s bulk (d12)\n' \
	"$rounds" "${best[c_make]}" "${best[c_bulk]}"
printf '%-30s %8s %8s %6s %6s %6s\n' case library v3 ratio "v3" bar
for row in "${rows[@]}"; do
	read -r v d mode bar <<<"$row"
	c="${best[c_$mode]}"
	ours="${best[$v $d $mode]}"
	fast="${best[$v $d $mode v3]:--}"
	fast_ratio="-"
	[[ "$fast" != - ]] && fast_ratio="$(ratio "$fast" "$c")"
	printf '%-30s %8s %8s %6s %6s %6s\n' "$v d$d $mode" "$ours" "$fast" "$(ratio "$ours" "$c")" "$fast_ratio" "$bar"
done
echo "(every ratio is to the C reference's English rate in the same mode)"
