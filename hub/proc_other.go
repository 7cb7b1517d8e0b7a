//go:build !unix

package hub

import (
	"os"
	"os/exec"
)

// ownGroup does nothing where there are no Unix process groups: the
// processes an engine starts are not killed with it, and Close lets go of
// the pipes they hold instead.
func ownGroup(cmd *exec.Cmd) {}

// killGroup kills the engine.
func killGroup(p *os.Process) {
	p.Kill()
}
