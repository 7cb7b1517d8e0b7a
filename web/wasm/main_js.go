//go:build js && wasm

package main

import (
	"encoding/json"
	"fmt"
	"syscall/js"
)

// glue is the JavaScript that makes the checkers object out of call, the
// one Go function: it passes arguments as JSON, reads answers from JSON
// and throws the errors.
const glue = `"use strict";
function unwrap(s) {
	const r = JSON.parse(s);
	if (Object.prototype.hasOwnProperty.call(r, "error")) throw new Error(r.error);
	return r.value;
}
function json(x) { return x === undefined ? "" : JSON.stringify(x); }
const registry = typeof FinalizationRegistry === "function"
	? new FinalizationRegistry(id => { try { call("free", id, ""); } catch (e) { /* the program has ended */ } })
	: null;
class Game {
	constructor(id) {
		Object.defineProperty(this, "id", { value: id });
		if (registry) registry.register(this, id, this);
	}
	play(move) {
		if (Array.isArray(move)) move = move.map(String);
		else if (typeof move !== "string") throw new TypeError("play takes a move text or an array of squares");
		return unwrap(call("play", this.id, json(move)));
	}
	svg(options) { return unwrap(call("svg", this.id, json(options || {}))); }
	bestMove(options) { return unwrap(call("bestMove", this.id, json(options || {}))); }
	claimDraw(options) { return unwrap(call("claimDraw", this.id, json(options || {}))); }
	offerDraw(options) { return unwrap(call("offerDraw", this.id, json(options || {}))); }
	acceptDraw(options) { return unwrap(call("acceptDraw", this.id, json(options || {}))); }
	resign(options) { return unwrap(call("resign", this.id, json(options || {}))); }
	clone() { return new Game(unwrap(call("clone", this.id, ""))); }
	free() {
		if (registry) registry.unregister(this);
		unwrap(call("free", this.id, ""));
	}
}
for (const m of ["variant", "moves", "undo", "fen", "startFen", "pdn", "result", "history", "lastMove", "turn", "squares", "pieces", "claims", "drawOffer"]) {
	Object.defineProperty(Game.prototype, m, {
		value: function () { return unwrap(call(m, this.id, "")); },
		writable: true, configurable: true,
	});
}
return Object.freeze({
	variants() { return unwrap(call("variants", 0, "")); },
	newGame(variant, fen) {
		return new Game(unwrap(call("newGame", 0, json({ variant: String(variant), fen: fen == null ? "" : String(fen) }))));
	},
	loadPDN(text, variant) {
		return new Game(unwrap(call("loadPDN", 0, json({ pdn: String(text), variant: variant == null ? "" : String(variant) }))));
	},
	load(text, variant) {
		const r = unwrap(call("load", 0, json({ text: String(text), variant: variant == null ? "" : String(variant) })));
		r.game = new Game(r.game);
		return r;
	},
	Game: Game,
});
`

// answer is the JSON of a call's answer: {"value": v} or {"error": text}.
type answer struct {
	Value any     `json:"value"`
	Error *string `json:"error,omitempty"`
}

func main() {
	a := newAPI()
	call := js.FuncOf(func(_ js.Value, args []js.Value) any {
		return respond(a, args)
	})
	makeAPI := js.Global().Get("Function").New("call", glue)
	js.Global().Set("checkers", makeAPI.Invoke(call))
	if ready := js.Global().Get("onCheckersReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}

// respond runs one call from JavaScript: method, game handle, argument
// as JSON.
func respond(a *api, args []js.Value) (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = errorJSON(fmt.Sprintf("checkers: internal error: %v", r))
		}
	}()
	if len(args) < 3 || args[0].Type() != js.TypeString {
		return errorJSON("checkers: bad call")
	}
	id := 0
	if args[1].Type() == js.TypeNumber {
		id = args[1].Int()
	}
	var arg []byte
	if args[2].Type() == js.TypeString {
		arg = []byte(args[2].String())
	}
	v, err := a.call(args[0].String(), id, arg)
	if err != nil {
		return errorJSON(err.Error())
	}
	data, err := json.Marshal(answer{Value: v})
	if err != nil {
		return errorJSON(err.Error())
	}
	return string(data)
}

func errorJSON(msg string) string {
	data, _ := json.Marshal(answer{Error: &msg})
	return string(data)
}
