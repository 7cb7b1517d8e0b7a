#!/usr/bin/env bash
# Runs Scan 2.0 (2015) as an engine of the Hub protocol version 2, the one
# package hub speaks. Scan 2.0 speaks the protocol's first version, whose
# commands differ: a bare position with a lower-case side to move ("pos
# wbbb...e"), one "move" command per move, "time MS" for a time per move,
# "go" answered by "move BEST [PONDER]", and "name"/"author" lines where
# version 2 has one "id" line. This adapter translates each line, both
# ways, and drops what has no counterpart; it never looks at the game.
#
#   bench/scan2-hub.sh SCAN-DIR     # SCAN-DIR holds the scan binary, scan.ini and data/
#
# bench/scan-match.sh starts it as "hub:bench/scan2-hub.sh SCAN-DIR"
# (hence no spaces in either path). Scan 2.0 plays International draughts
# only: the variant the driver sets is not passed on.
set -uo pipefail
if [[ $# -ne 1 || ! -x "$1/scan" ]]; then
	echo "usage: scan2-hub.sh SCAN-DIR (a folder holding Scan 2.0's scan binary, scan.ini and data/)" >&2
	exit 2
fi
cd "$1" || exit 2

# arg LINE NAME prints the value of argument NAME of a version 2 line
# (quoted or not); nothing when the line has none.
arg() {
	local re="(^| )$2=(\"([^\"]*)\"|([^ ]*))"
	if [[ $1 =~ $re ]]; then
		printf '%s' "${BASH_REMATCH[3]}${BASH_REMATCH[4]}"
	fi
}

# to_scan translates the driver's version 2 lines into Scan 2.0's.
to_scan() {
	local line cmd p moves m t
	while IFS= read -r line; do
		line=${line%$'\r'}
		cmd=${line%% *}
		case $cmd in
		hub | init | ping | stop | quit) printf '%s\n' "$cmd" ;;
		new-game) printf 'new\n' ;;
		pos)
			# Scan 2.0 resets its time and depth at "pos": "level" comes after.
			p=$(arg "$line" pos)
			case ${p:0:1} in
			W) p="w${p:1}" ;;
			B) p="b${p:1}" ;;
			esac
			printf 'pos %s\n' "$p"
			moves=$(arg "$line" moves)
			for m in $moves; do
				printf 'move %s\n' "$m"
			done
			;;
		level)
			t=$(arg "$line" move-time)
			if [[ -n $t ]]; then
				# seconds with up to three decimals -> whole milliseconds
				awk -v t="$t" 'BEGIN { printf "time %d\n", t * 1000 + 0.5 }'
			fi
			t=$(arg "$line" depth)
			if [[ -n $t ]]; then
				printf 'depth %s\n' "$t"
			fi
			;;
		go) printf 'go\n' ;;
		esac
	done
}

# from_scan translates Scan 2.0's lines into version 2's.
from_scan() {
	local line cmd rest name="Scan" author="" best ponder
	while IFS= read -r line; do
		line=${line%$'\r'}
		cmd=${line%% *}
		rest=""
		[[ $line == *" "* ]] && rest=${line#* }
		case $cmd in
		name) name=$rest ;;
		author) author=$rest ;;
		wait)
			printf 'id name="%s" author="%s"\n' "$name" "$author"
			printf 'wait\n'
			;;
		ready | pong) printf '%s\n' "$cmd" ;;
		move)
			best=${rest%% *}
			ponder=""
			[[ $rest == *" "* ]] && ponder=" ponder=${rest#* }"
			printf 'done move=%s%s\n' "$best" "$ponder"
			;;
		error) printf 'error message="%s"\n' "${rest//\"/\'}" ;;
		esac
	done
}

to_scan | ./scan hub | from_scan
