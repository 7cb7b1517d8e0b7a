package main

import (
	"errors"
	"io/fs"
	"net"
	"strings"
)

// commandError is the fault of a command, reported as "NAME: TEXT".
type commandError struct {
	name string
	err  error
}

// Error returns the command's name and the fault's text as errorText
// writes it.
func (e *commandError) Error() string {
	return e.name + ": " + strings.TrimPrefix(errorText(e.err), e.name+": ")
}

// Unwrap returns the fault.
func (e *commandError) Unwrap() error { return e.err }

// packageNames are the names of the module's packages, whose errors begin
// with them ("match: unknown engine ..."): the tool's messages leave them
// out, since the command's name already says where a fault arose.
var packageNames = map[string]bool{
	"checkers": true, "board": true, "capture": true, "diagram": true, "dxp": true, "hub": true,
	"match": true, "movegen": true, "notation": true, "pdn": true, "player": true, "players": true, "engine": true, "variant": true, "web": true,
}

// errorText writes err on one line, as the tool reports it: without the
// package names the library's errors begin with, without a part said twice
// in a row, a file that cannot be opened as "PATH: REASON" and a
// connection that cannot be made as "cannot connect to ADDR: REASON".
func errorText(err error) string {
	msg := oneLine(err.Error())
	var pe *fs.PathError
	if errors.As(err, &pe) {
		msg = replaceNamed(msg, oneLine(pe.Error()), pe.Path, oneLine(innermost(pe.Err).Error()))
	}
	var oe *net.OpError
	if errors.As(err, &oe) && oe.Addr != nil {
		what := map[string]string{"dial": "cannot connect to ", "listen": "cannot listen on "}[oe.Op]
		if what != "" {
			msg = replaceNamed(msg, oneLine(oe.Error()), what+oe.Addr.String(), oneLine(innermost(oe.Err).Error()))
		}
	}
	return dropPrefixes(msg)
}

// replaceNamed replaces the text old of msg with "NAME: REASON", or with
// the reason alone where msg names the file or address just before it
// ("starting x: open x: ..." becomes "starting x: REASON").
func replaceNamed(msg, old, name, reason string) string {
	i := strings.Index(msg, old)
	if i < 0 {
		return msg
	}
	if !strings.HasSuffix(msg[:i], name+": ") {
		reason = name + ": " + reason
	}
	return msg[:i] + reason + msg[i+len(old):]
}

// innermost returns the last error of err's chain: "connection refused"
// rather than "connect: connection refused".
func innermost(err error) error {
	for {
		next := errors.Unwrap(err)
		if next == nil {
			return err
		}
		err = next
	}
}

// dropPrefixes leaves out of a message the parts (between ": ") that are a
// package's name, and a part that repeats the one before it.
func dropPrefixes(msg string) string {
	parts := strings.Split(msg, ": ")
	kept := parts[:0]
	for _, p := range parts {
		if packageNames[p] || (len(kept) > 0 && kept[len(kept)-1] == p) {
			continue
		}
		kept = append(kept, p)
	}
	if len(kept) == 0 {
		return msg
	}
	return strings.Join(kept, ": ")
}

// oneLine joins the lines of s and squeezes its runs of white space.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
