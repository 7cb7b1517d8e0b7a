#!/usr/bin/env bash
# Measures the built-in player against a real engine: builds Scan 2.0
# (F. Letouzey, 2015, github.com/rhalbersma/scan at 57082ee, with its
# evaluation, opening book and 2-4 piece bitbases in data/) from a bare git
# snapshot of its repository, plays "checkers match" of the built-in player
# against it at a fixed time per move, each opening twice with the colours
# reversed, and prints the score with an Elo estimate and its 95% interval.
#
#   MIRROR=/path/to/snapshots bench/scan-match.sh           # 40 games, 1 s a move
#   SCAN_GIT=/path/to/scan.git GAMES=4 TIME=0.2 bench/scan-match.sh
#   bench/scan-match.sh -elo 3 4 33                          # only the Elo of +3 =4 -33
#
# SCAN_GIT    a bare git snapshot of github.com/rhalbersma/scan (default
#             $MIRROR/rhalbersma+scan/repo, as ../shared/peers/build.sh
#             takes them); not needed once $WORK holds the build
# SCAN_COMMIT the commit to build (default 57082ee, Scan 2.0)
# WORK        where Scan is extracted, built and run, outside the checkout
#             (default ${PEERS:-$HOME/peers}/scan-2.0); the games go to
#             $WORK/match-*.pdn and the match's output to $WORK/match-*.log
# GAMES       the games (default 40); TIME the seconds per move of both
#             players (default 1)
# OPENINGS    a built-in set of International openings or a PDN file, a game
#             an opening (default international-2move: Moby Dam's 79
#             2-move ballots)
# EGDB        a folder of International endgame databases the built-in
#             player plays by (checkers egdb build -variant international
#             -pieces 4 -o EGDB; Scan has its own 2-4 piece bitbases), none
#             by default
#
# Scan runs as it comes: its scan.ini (opening book on with its default
# randomness, one thread, 2^24 hash entries, bitbases of up to 4 pieces),
# built with its Makefile's flags (g++ -std=c++11 -fno-rtti -O2 -mpopcnt
# -flto). Scan 2.0 speaks the first version of the Hub protocol:
# bench/scan2-hub.sh translates it. Scan never stops a search before depth
# 13, so at very short times it may use more than TIME. Nothing of Scan is
# copied into the library: this script only builds and runs it. It needs
# git, g++, go and awk; paths must hold no spaces (the engine's command
# line is split at spaces).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/.." && pwd)"

# elo W D L prints the score and the Elo difference it estimates, with a 95%
# interval: p = (W + D/2)/N, Elo = -400 log10(1/p - 1), the interval from
# the standard error of the per-game score (p +- 1.96 s/sqrt(N), s^2 the
# mean of (score - p)^2 over the games). At 0% or 100% that interval is
# empty, so the bound is the one-sided exact binomial bound: at 0 of N, p
# is below 1 - 0.05^(1/N) at 95% (0 of 15: 0.181, Elo at most -262).
elo() {
	awk -v w="$1" -v d="$2" -v l="$3" '
	function elo(p) { return -400 * log(1 / p - 1) / log(10) }
	function fmt(e) { e = (e < 0) ? int(e - 0.5) : int(e + 0.5); return sprintf("%+d", e) }
	BEGIN {
		n = w + d + l
		if (n == 0) { print "no games were played"; exit 1 }
		p = (w + d / 2) / n
		printf "score %.1f of %d (%.1f%%, +%d =%d -%d): ", w + d / 2, n, 100 * p, w, d, l
		if (p == 0) { printf "Elo at most %s at 95%%\n", fmt(elo(1 - 0.05 ^ (1 / n))); exit }
		if (p == 1) { printf "Elo at least %s at 95%%\n", fmt(elo(0.05 ^ (1 / n))); exit }
		s2 = (w * (1 - p) ^ 2 + d * (0.5 - p) ^ 2 + l * p ^ 2) / n
		se = sqrt(s2 / n)
		lo = p - 1.96 * se; hi = p + 1.96 * se
		a = (lo <= 0) ? "-inf" : fmt(elo(lo)); b = (hi >= 1) ? "+inf" : fmt(elo(hi))
		printf "Elo %s, 95%% interval [%s, %s]\n", fmt(elo(p)), a, b
	}'
}

if [[ ${1:-} == -elo ]]; then
	if [[ $# -ne 4 || ! "$2 $3 $4" =~ ^[0-9]+\ [0-9]+\ [0-9]+$ ]]; then
		echo "usage: scan-match.sh -elo WINS DRAWS LOSSES (whole numbers)" >&2
		exit 2
	fi
	elo "$2" "$3" "$4"
	exit
fi

SCAN_COMMIT="${SCAN_COMMIT:-57082ee}"
WORK="${WORK:-${PEERS:-$HOME/peers}/scan-2.0}"
GAMES="${GAMES:-40}"
TIME="${TIME:-1}"
OPENINGS="${OPENINGS:-international-2move}"
EGDB="${EGDB:-}"
SCAN_GIT="${SCAN_GIT:-${MIRROR:+$MIRROR/rhalbersma+scan/repo}}"
WORK="$(realpath -m "$WORK")"
case "$WORK/" in
"$REPO"/*) echo "scan-match.sh: WORK=$WORK is inside the checkout: choose a folder outside it" >&2; exit 2 ;;
esac
mkdir -p "$WORK"
if [[ "$WORK$HERE" == *" "* ]]; then
	echo "scan-match.sh: the paths of WORK and of the checkout must hold no spaces" >&2
	exit 2
fi

# 1. Scan's sources and data at the commit, extracted outside the checkout.
SCAN="$WORK/scan-$SCAN_COMMIT"
if [[ ! -f "$SCAN/.commit" ]]; then
	if [[ -z "$SCAN_GIT" || ! -d "$SCAN_GIT" ]]; then
		echo "scan-match.sh: set SCAN_GIT to a bare git snapshot of github.com/rhalbersma/scan (or MIRROR to a folder holding it as rhalbersma+scan/repo)" >&2
		exit 1
	fi
	rm -rf "$SCAN" && mkdir -p "$SCAN"
	git --git-dir="$SCAN_GIT" archive "$SCAN_COMMIT" | tar -x -C "$SCAN"
	for f in scan.ini src/main.cpp data/eval data/book data/bb/4/2200; do
		if [[ ! -s "$SCAN/$f" ]]; then
			echo "scan-match.sh: $SCAN_COMMIT has no $f: Scan 2.0 needs its evaluation, book and bitbases (data/)" >&2
			exit 1
		fi
	done
	echo "$SCAN_COMMIT" >"$SCAN/.commit"
fi

# 2. Scan, with its Makefile's flags, and the library's command.
if [[ ! -x "$SCAN/scan" ]]; then
	echo "building Scan $SCAN_COMMIT in $SCAN" >&2
	(cd "$SCAN/src" && g++ -std=c++11 -fno-rtti -O2 -mpopcnt -flto -w -o ../scan ./*.cpp -lm -lpthread)
fi
(cd "$REPO" && go build -o "$WORK/checkers" ./cmd/checkers)

# 4. The match: the built-in player has White in the odd games.
stamp="$(date -u +%Y%m%d-%H%M%S)"
log="$WORK/match-$stamp.log"
pdn="$WORK/match-$stamp.pdn"
echo "scan-match: $GAMES games, $TIME s a move, openings $OPENINGS; games in $pdn" >&2
set +e
"$WORK/checkers" match -variant international -white builtin -black "hub:$HERE/scan2-hub.sh $SCAN" \
	-games "$GAMES" -time "$TIME" -openings "$OPENINGS" ${EGDB:+-egdb "$EGDB"} -pdn "$pdn" | tee "$log"
status=${PIPESTATUS[0]}
set -e
line=$(tail -n 1 "$log")
if [[ ! $line =~ \(\+([0-9]+)\ =([0-9]+)\ -([0-9]+)\)$ ]]; then
	echo "scan-match.sh: no score in the match's output (exit status $status)" >&2
	exit 1
fi
echo "builtin against Scan 2.0 ($SCAN_COMMIT), $TIME s a move: $(elo "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" "${BASH_REMATCH[3]}")"
exit "$status"
