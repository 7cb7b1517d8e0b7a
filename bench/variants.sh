#!/usr/bin/env bash
# Measures perft from the start position of every variant with two builds
# of the command-line tool, one of an earlier commit and one of the working
# tree, alternating them, and prints a Markdown table of the best rate of
# each (M nodes/s, one thread) and their ratio: whether a change made any
# variant slower.
#
#   bench/variants.sh REV            # REV (a commit) against the working tree
#   ROUNDS=5 bench/variants.sh REV   # more rounds (default 3)
#   TARGET=1 bench/variants.sh REV   # deeper counts: about 1 s each (default 0.5)
#
# For each variant and mode (every move made, or the last ply bulk-counted)
# the depth is the first whose count takes TARGET seconds or more with the
# working tree's build. A variant the earlier build does not know gets its
# rate alone. Both builds use their own default.pgo, as `go build` does.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

rev="${1:?usage: bench/variants.sh REV}"
rounds="${ROUNDS:-3}"
target="${TARGET:-0.5}"
tmp="$(mktemp -d)"
cleanup() {
	git worktree remove --force "$tmp/before" >/dev/null 2>&1 || true
	rm -rf "$tmp"
}
trap cleanup EXIT
git worktree add -q --detach "$tmp/before" "$rev"
(cd "$tmp/before" && go build -o "$tmp/before.bin" ./cmd/checkers)
go build -o "$tmp/after.bin" ./cmd/checkers

# rate BIN VARIANT DEPTH FLAG: the rate of the last depth of one count.
rate() {
	GOMAXPROCS=1 "$1" perft -variant "$2" -depth "$3" $4 | tail -1 | awk '{print $4}'
}
# best A B: the larger of two rates.
best() { awk -v a="$1" -v b="$2" 'BEGIN {print (a > b ? a : b)}'; }

# names BIN: the variants a build knows. Its variants command may print a
# header line ("name gametype board aliases") first, as older builds do
# not: the filter serves both.
names() { "$1" variants | awk '$1 != "name" {print $1}'; }
known=" $(names "$tmp/before.bin" | tr '\n' ' ') "
echo "| variant | mode | depth | before | after | after / before |"
echo "|---|---|---|---|---|---|"
for v in $(names "$tmp/after.bin"); do
	for mode in make bulk; do
		flag=""
		[[ $mode == bulk ]] && flag="-bulk"
		depth=1
		while ((depth < 20)); do
			t="$(GOMAXPROCS=1 "$tmp/after.bin" perft -variant "$v" -depth "$depth" $flag | tail -1 | awk '{print $3}')"
			awk -v t="$t" -v s="$target" 'BEGIN {exit !(t >= s)}' && break
			depth=$((depth + 1))
		done
		before=0 after=0
		for ((r = 0; r < rounds; r++)); do
			if [[ $known == *" $v "* ]]; then
				before="$(best "$before" "$(rate "$tmp/before.bin" "$v" "$depth" "$flag")")"
			fi
			after="$(best "$after" "$(rate "$tmp/after.bin" "$v" "$depth" "$flag")")"
		done
		if [[ $known == *" $v "* ]]; then
			ratio="$(awk -v a="$after" -v b="$before" 'BEGIN {printf "%.2f", a / b}')"
			echo "| $v | $mode | $depth | $before | $after | $ratio |"
		else
			echo "| $v | $mode | $depth | - | $after | - |"
		fi
	done
done
