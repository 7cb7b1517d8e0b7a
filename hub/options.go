package hub

import (
	"io"
	"time"

	"github.com/draughtsgo/checkers/engine"
	"github.com/draughtsgo/checkers/variant"
)

// Options set up either side of a Hub session: a Client (Start) or a
// server (Serve). The zero Options is usable. The fields of the same
// name in package dxp's Options mean the same; a field that one side of
// the protocol has no use for says so.
type Options struct {
	// ID is this side's identity: the server introduces itself with it
	// in answer to "hub". A client sends none (the protocol has the
	// engine introduce itself, not its driver): see Client.ID.
	ID engine.ID
	// Variant is the variant to play: the client sets it as the engine's
	// parameter "variant"; the server plays it until the driver sets that
	// parameter. International when nil.
	Variant *variant.Variant
	// VariantName is the name of Variant on the other side, when it is
	// not one the session would choose. The client sets the engine's
	// parameter "variant" to it as it is, where it would otherwise send
	// the library's name or the engine's for the variant (Scan's
	// "normal", "killer", "bt", "frisian" and "losing"), whichever the
	// engine declares. The server declares Variant by it, and plays
	// Variant when the driver sets the parameter to it, as it does for
	// the library's names and aliases and those of the engines.
	VariantName string
	// Timeout is how long the client waits for an answer beyond the time
	// the search itself may take (10 s when zero): the handshake, "pong",
	// "done" after a search's time limit or after "stop", and the end of
	// the process after "quit". It bounds every write to the engine too.
	// The server waits for nothing: the driver speaks when it will.
	Timeout time.Duration
	// Limit bounds the server's searches until the driver sends a "level"
	// (the zero Limit: the searcher's own default). A client is given
	// each search's limit by its caller.
	Limit engine.Limit
	// Params are further parameters the client sets before "init", by
	// name.
	Params map[string]string
	// Stderr receives the standard error of the client's engine
	// (discarded when nil). Whatever Stderr, the client keeps its last
	// StderrTail bytes, and an error of an engine that exited (ErrExited)
	// ends with its last lines.
	Stderr io.Writer
}

// startVariant is the variant a session starts with: o's, International
// when none.
func (o Options) startVariant() *variant.Variant {
	if o.Variant == nil {
		return variant.International
	}
	return o.Variant
}
