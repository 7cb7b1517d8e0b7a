#!/usr/bin/env bash
# Move lists beside Scan and dctl in one command: movegen.Generate of an
# earlier commit and of the working tree, the working tree's
# movegen.Generator, Scan's gen_moves (-march=native) and dctl's generate,
# on the same position files, CPU time (user+sys) per position, the
# programs alternated run by run, best of ROUNDS; then a Markdown table of
# the best times and the ratios. The peers, their position files and the
# library's timing driver (gopeer) come from the peers' build (the peers'
# README: build.sh), in $PEERS. The Generator is timed by a copy of that
# driver whose timed call is the Generator's, made once per run and given
# each position by address, as the peers' drivers give theirs.
#
#   bench/gen-peers.sh REV                      # REV against the working tree
#   ROUNDS=7 VARIANTS="international english" bench/gen-peers.sh REV
#   GENS=2000000 bench/gen-peers.sh REV         # positions per run (default 1M)
#   SETS=perft bench/gen-peers.sh REV           # one set (default: random perft)
#
# Both library builds are GOAMD64=v3 without PGO, as a user's program is.
# Every run's move count is checked against the others'.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

rev="${1:?usage: bench/gen-peers.sh REV}"
PEERS="${PEERS:-$HOME/peers}"
ROUNDS="${ROUNDS:-5}"
GENS="${GENS:-1000000}"
SETS="${SETS:-random perft}"
VARIANTS="${VARIANTS:-international english russian brazilian canadian czech italian spanish thai pool killer frisian breakthrough antidraughts}"
DCTL=" international english russian brazilian canadian czech italian spanish thai pool killer frisian "
SCAN=" international killer frisian breakthrough antidraughts "
driver="$PEERS/build/gopeer/main.go"
for f in "$driver" "$PEERS/bin/scan-perft-native" "$PEERS/bin/dctl-perft"; do
	[[ -e $f ]] || { echo "gen-peers.sh: no $f: build the peers first (their README)" >&2; exit 1; }
done

tmp="$(mktemp -d)"
cleanup() {
	git worktree remove --force "$tmp/before" >/dev/null 2>&1 || true
	rm -rf "$tmp"
}
trap cleanup EXIT
git worktree add -q --detach "$tmp/before" "$rev"

# gopeer BUILD CHECKOUT: the timing driver built against one checkout;
# for BUILD "bound", with the Generator's call in place of Generate's.
gopeer() {
	local dir="$tmp/gopeer-$1"
	mkdir -p "$dir"
	cp "$driver" "$dir/"
	if [[ $1 == bound ]]; then
		sed -i -e 's/moves = movegen.Generate(v, ps\[i\], moves\[:0\])/moves = gen.Generate(\&ps[i], moves[:0])/' \
			-e 's/^\(\t*\)start, cpu0 := time.Now(), cpuSeconds()/\1gen := movegen.NewGenerator(v)\n&/' "$dir/main.go"
		[[ $(grep -c 'gen.Generate(&ps\[i\]\|gen := movegen.NewGenerator(v)' "$dir/main.go") == 2 ]] ||
			{ echo "gen-peers.sh: the driver's timed call is not as expected" >&2; exit 1; }
	fi
	cp go.sum "$dir/"
	printf 'module gopeer\n\ngo 1.24\n\nrequire github.com/draughtsgo/checkers v0.0.0\n\nreplace github.com/draughtsgo/checkers => %s\n' "$2" >"$dir/go.mod"
	(cd "$dir" && GOAMD64=v3 go build -o "$tmp/lib-$1" .)
}
gopeer before "$tmp/before"
gopeer after "$(pwd)"
gopeer bound "$(pwd)"

out="$tmp/gen.tsv"
echo "load at start: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for ((r = 1; r <= ROUNDS; r++)); do
	for v in $VARIANTS; do
		for k in $SETS; do
			f="$PEERS/pos/$v-$k"
			n="$(wc -l <"$f.fen")"
			reps=$(((GENS + n - 1) / n))
			progs=(before after bound)
			[[ $SCAN == *" $v "* ]] && progs+=(scan)
			[[ $DCTL == *" $v "* ]] && progs+=(dctl)
			for p in "${progs[@]}"; do
				case $p in
				before | after | bound) line="$(GOMAXPROCS=1 "$tmp/lib-$p" gen -variant "$v" -reps "$reps" "$f.own.fen")" ;;
				scan) line="$("$PEERS/bin/scan-perft-native" -gen "$v" "$f.fen" "$reps")" ;;
				dctl) line="$("$PEERS/bin/dctl-perft" -gen "$v" "$f.fen" "$reps")" ;;
				esac
				# positions P passes R moves M ns/pos X cpu-ns/pos Y
				read -r _ np _ nr _ nm _ _ _ cpu <<<"$line"
				printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$v" "$k" "$p" "$np" "$((nm / nr))" "$cpu" >>"$out"
			done
		done
	done
	echo "round $r of $ROUNDS done, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
done

python3 - "$out" <<'PY'
import collections, sys
best = collections.defaultdict(lambda: float("inf"))
moves = collections.defaultdict(set)
keys = []
for line in open(sys.argv[1]):
    v, k, p, n, m, cpu = line.split("\t")
    if (v, k) not in keys:
        keys.append((v, k))
    best[v, k, p] = min(best[v, k, p], float(cpu))
    moves[v, k].add(m)
cell = lambda x: f"{x:.1f}" if x != float("inf") else "-"
ratio = lambda a, b: f"{a / b:.2f}" if b != float("inf") else "-"
print("CPU ns per position, best of the rounds:\n")
print("| variant | set | before | after | Generator | Scan native | dctl | after / before | after / Scan | after / dctl | Generator / Scan | Generator / dctl |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|")
for v, k in keys:
    b, a, g, s, d = (best[v, k, p] for p in ("before", "after", "bound", "scan", "dctl"))
    print(f"| {v} | {k} | {cell(b)} | {cell(a)} | {cell(g)} | {cell(s)} | {cell(d)} | {ratio(a, b)} | {ratio(a, s)} | {ratio(a, d)} | {ratio(g, s)} | {ratio(g, d)} |")
bad = [f"{v} {k}: {sorted(moves[v, k])}" for v, k in keys if len(moves[v, k]) != 1]
print("\nmove counts disagree: " + ("; ".join(bad) if bad else "none"))
PY
echo "load at end: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
