//go:build unix

package hub

import (
	"os"
	"os/exec"
	"syscall"
)

// ownGroup makes the engine the leader of a process group of its own, so
// that killGroup reaches the processes it starts (a shell script's
// commands) along with it. It also keeps the terminal's interrupt from
// the engine: the program that drives it decides when it ends.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup kills the engine's process group: the engine, and what it
// started that would outlive it holding its pipes. It kills the engine
// alone too, should it have left its group.
func killGroup(p *os.Process) {
	syscall.Kill(-p.Pid, syscall.SIGKILL)
	p.Kill()
}
