#!/usr/bin/env bash
# Builds a small endgame database plan with a real Slurm, one controller and
# one node on this machine, and compares the files, byte for byte, with a
# make -j build of the same plan's Makefile. On the way it stops the build
# (scancel) after a few jobs and runs the submission script again, which
# must go on from the files written and submit only the rest.
#
#   bench/slurm-local.sh                     # English to 4 pieces, every slice split
#   VARIANT=international PIECES=3 bench/slurm-local.sh
#
# It needs root, Debian's slurm-wlm and munge (apt-get install slurm-wlm
# munge) and Go; it writes its configuration, state, databases and logs
# in WORK (a new temporary folder unless set), starts munged if none runs,
# slurmctld and slurmd on their own ports, and stops the two Slurm
# daemons when done. The last line says whether the files are the same.
set -euo pipefail

VARIANT=${VARIANT:-english}
PIECES=${PIECES:-4}
SPLIT=${SPLIT:-1}
WORK=${WORK:-$(mktemp -d)}
HOST=$(hostname -s)
CPUS=$(nproc)
MEM=$(($(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 - 1024))
repo=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$WORK"/{state,spool,logs}
cd "$WORK"

for p in slurmctld slurmd munged sbatch; do
	command -v "$p" >/dev/null || [ -x "/usr/sbin/$p" ] || { echo "no $p: apt-get install slurm-wlm munge" >&2; exit 2; }
done
export PATH=$PATH:/usr/sbin

cat >slurm.conf <<EOF
ClusterName=egdb
SlurmctldHost=$HOST
SlurmctldPort=6917
SlurmdPort=6918
AuthType=auth/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$WORK/state
SlurmdSpoolDir=$WORK/spool
SlurmctldPidFile=$WORK/slurmctld.pid
SlurmdPidFile=$WORK/slurmd.pid
SlurmctldLogFile=$WORK/logs/slurmctld.log
SlurmdLogFile=$WORK/logs/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
MpiDefault=none
ReturnToService=2
MinJobAge=3600
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
NodeName=$HOST CPUs=$CPUS RealMemory=$MEM State=UNKNOWN
PartitionName=local Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$WORK/slurm.conf

if ! pgrep -x munged >/dev/null; then
	mkdir -p /run/munge /var/log/munge /var/lib/munge
	[ -f /etc/munge/munge.key ] || mungekey --create
	munged --force
fi
slurmctld -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"
stop() {
	for f in "$WORK/slurmd.pid" "$WORK/slurmctld.pid"; do
		[ -f "$f" ] && kill "$(cat "$f")" 2>/dev/null || true
	done
}
trap stop EXIT
for _ in $(seq 60); do
	sinfo -h -o %T 2>/dev/null | grep -q idle && break
	sleep 1
done
sinfo

# waitempty: until no job of ours is in the queue.
waitempty() {
	for _ in $(seq 3600); do
		[ -z "$(squeue -h -o %i)" ] && return
		sleep 1
	done
	echo "jobs still queued after an hour" >&2
	exit 1
}

(cd "$repo" && go build -o "$WORK/checkers" ./cmd/checkers)
./checkers egdb plan -variant "$VARIANT" -pieces "$PIECES" -split "$SPLIT" -format slurm >plan.sh
./checkers egdb plan -variant "$VARIANT" -pieces "$PIECES" -split "$SPLIT" >plan.mk
jobs=$(grep -c '^job ' plan.sh)
echo "plan: $jobs jobs"

echo "== submitted, then stopped after the first jobs end"
DIR=$WORK/slurm-db sh plan.sh | tail -1
for _ in $(seq 120); do
	[ "$(find slurm-db -name '*.egdb' -o -name '*.part' | wc -l)" -ge 6 ] && break
	sleep 0.5
done
scancel --full --signal=KILL -u root || true
scancel -u root || true
waitempty
echo "written before the stop: $(find slurm-db -name '*.egdb' | wc -l) slice files, $(find slurm-db -name '*.part' | wc -l) part files"

echo "== submitted again: goes on from the files written"
DIR=$WORK/slurm-db sh plan.sh | tail -1
waitempty
failed=$(scontrol show job 2>/dev/null | grep -o 'JobState=[A-Z]*' | sort | uniq -c || true)
echo "job states: $failed"
echo "== submitted a third time: nothing left"
DIR=$WORK/slurm-db sh plan.sh | tail -1

echo "== make -j $CPUS"
make -s -f plan.mk -j "$CPUS" DIR="$WORK/make-db" CHECKERS="$WORK/checkers"

left=$(find slurm-db -name '*.part' | wc -l)
a=$(cd make-db && find . -name '*.egdb' | sort)
b=$(cd slurm-db && find . -name '*.egdb' | sort)
same=yes
[ "$a" = "$b" ] || same=no
for f in $a; do
	cmp -s "make-db/$f" "slurm-db/$f" || { same=no; echo "differs: $f"; }
done
echo "$(echo "$a" | wc -l) files from Slurm and from make, $left part files left: same=$same"
[ "$same" = yes ] && [ "$left" = 0 ]
