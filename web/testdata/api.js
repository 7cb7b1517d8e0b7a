// Exercises the JavaScript API of the WebAssembly build in Node:
//
//	node api.js WASM_EXEC_JS CHECKERS_WASM
//
// Each check prints "ok NAME" or "FAIL NAME: why"; the last line is
// "done N failures".
"use strict";

const fs = require("fs");
const path = require("path");

require(path.resolve(process.argv[2])); // sets globalThis.Go

let failures = 0;
function check(name, cond, why) {
	if (cond) {
		console.log("ok " + name);
	} else {
		failures++;
		console.log("FAIL " + name + ": " + why);
	}
}
function same(name, got, want) {
	const g = JSON.stringify(got), w = JSON.stringify(want);
	check(name, g === w, "got " + g + ", want " + w);
}
function throws(name, f, want) {
	try {
		f();
		check(name, false, "no error thrown");
	} catch (e) {
		check(name, e instanceof Error && e.message.includes(want),
			"threw " + e + ", want a message with " + JSON.stringify(want));
		console.log("message " + name + ": " + e.message);
	}
}

async function main() {
	const go = new Go();
	const { instance } = await WebAssembly.instantiate(fs.readFileSync(process.argv[3]), go.importObject);
	go.run(instance); // runs main until it waits for calls
	const checkers = globalThis.checkers;
	check("global", typeof checkers === "object" && checkers !== null, "no checkers object");

	// variants()
	const variants = checkers.variants();
	check("variants", variants.length >= 19, "only " + variants.length + " variants");
	const english = variants.find(v => v.name === "english");
	same("variants english", [english.rows, english.cols, english.notation, english.firstToMove], [8, 8, "numeric", "black"]);
	const intl = variants.find(v => v.name === "international");
	same("variants international", [intl.rows, intl.cols, intl.squares, intl.notation], [10, 10, 50, "numeric"]);
	const russian = variants.find(v => v.name === "russian");
	same("variants russian", [russian.rows, russian.cols, russian.notation], [8, 8, "algebraic"]);
	throws("unknown variant", () => checkers.newGame("nosuch"), "nosuch");

	// A game of English from the start.
	const g = checkers.newGame("english");
	same("turn", g.turn(), "black");
	same("variant", g.variant(), "english");
	const moves = g.moves();
	same("moves", moves.length, 7);
	same("move texts", moves.map(m => m.text).sort(), ["10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"]);
	const m = moves.find(m => m.text === "11-15");
	same("move shape", Object.keys(m).sort(), ["captures", "from", "lift", "path", "promotes", "text", "to"]);
	same("move path", m.path, [m.from, m.to]);
	same("move captures", m.captures, []);
	same("play", g.play("11-15").text, "11-15");
	same("history", g.history(), ["11-15"]);
	same("turn after", g.turn(), "white");
	// The man on 21, on the board's left edge, goes to 17 alone.
	throws("illegal move", () => g.play("21-16"), 'move "21-16": illegal move: the piece on 21 can play 21-17');
	throws("bad move", () => g.play("xyz"), "syntax error");
	same("history unchanged", g.history(), ["11-15"]);
	const reply = g.moves()[0];
	same("play by route", g.play([reply.from, reply.to]).text, reply.text);
	same("last move", g.lastMove().text, reply.text);
	g.undo();
	same("undo", g.history(), ["11-15"]);
	g.undo();
	same("undo twice", g.history(), []);
	throws("undo with no move", () => g.undo(), "no move to undo");
	g.play("11-15");

	// FEN round trip.
	const fen = g.fen();
	check("fen", fen.startsWith("W:"), "fen " + fen);
	const h = checkers.newGame("english", fen);
	same("fen round trip", h.fen(), fen);
	same("fen moves", h.moves().map(m => m.text).sort(), g.moves().map(m => m.text).sort());
	throws("bad fen", () => checkers.newGame("english", "W:W99:B1"), "fen: square 99");
	same("start fen", checkers.newGame("english").startFen(), english.start);

	// PDN out and back in.
	g.play("23-19");
	const pdn = g.pdn();
	check("pdn", pdn.includes("11-15") && pdn.includes("23-19") && pdn.includes("[GameType"), pdn);
	same("pdn round trip", checkers.loadPDN(pdn).history(), ["11-15", "23-19"]);
	same("pdn default variant", checkers.loadPDN("1. 11-15 23-19 *", "english").variant(), "english");
	throws("loadPDN of no game", () => checkers.loadPDN("hello world"), "not a PDN game: \"hello\"");

	// load(): a FEN or a PDN game, the variant of an untagged game inferred.
	const lf = checkers.load("W:W32:B28,18", "international");
	same("load fen", [lf.kind, lf.variant, lf.inferred, lf.game.fen()], ["fen", "international", false, "W:W32:B18,28"]);
	const lp = checkers.load("1. 11-15 23-19 *", "international");
	same("load infers", [lp.kind, lp.variant, lp.inferred, lp.game.history()], ["pdn", "english", true, ["11-15", "23-19"]]);
	throws("load neither", () => checkers.load("hello world"), "not a FEN or PDN game: \"hello\"");
	throws("load replayed by none", () => checkers.load("1. 11-15 11-15 *", "international"), "nor of any other variant");

	// svg(), result(), squares(), pieces().
	const svg = g.svg({ flip: true, numbers: true, highlight: ["c3"], size: 320 });
	check("svg", svg.startsWith("<svg") && svg.includes('width="320"'), svg.slice(0, 120));
	check("svg default", g.svg().startsWith("<svg"), "no svg without options");
	throws("svg bad square", () => g.svg({ highlight: ["z9"] }), "fen: square");
	same("result", g.result(), { status: "ongoing", reason: "", over: false, text: "ongoing" });
	const sq = g.squares();
	same("squares", [sq.rows, sq.cols, sq.squares.length, sq.layout], [8, 8, 32, "dark-a1-dark"]);
	same("square a1", sq.squares.find(s => s.name === "a1"), { name: "a1", row: 0, col: 0, number: 29, label: "29" });
	same("pieces", g.pieces().length, 24);
	same("alquerque lines", checkers.newGame("alquerque").squares().lines.length > 0, true);

	// A game that is over: White has no piece left.
	const lost = checkers.newGame("english", "W:W:B1");
	same("game over", lost.result(), { status: "black wins", reason: "no pieces", over: true, text: "black wins: no pieces", winner: "black" });
	same("no moves when over", lost.moves(), []);

	// Multi-jumps played by route: International and Russian.
	const i = checkers.newGame("international", "W:W32:B28,18");
	same("international capture", i.moves().map(m => [m.text, m.path, m.captures]), [["32x12", ["d4", "f6", "d8"], ["e5", "e7"]]]);
	same("international by route", i.play(["32", "23", "12"]).text, "32x12");
	same("international after", i.fen(), "B:W12:B");
	const r = checkers.newGame("russian", "W:Wb6:Bc7,f6");
	throws("russian ambiguous prefix", () => r.play(["b6", "d8"]), "ambiguous move: b6:d8:g5 or b6:d8:h4");
	same("russian by full route", r.play(["b6", "d8", "h4"]).text, "b6:h4");
	same("russian promoted", r.pieces(), [{ square: "h4", color: "white", kind: "king" }]);
	r.undo();
	same("russian by ends", r.play(["b6", "g5"]).text, "b6:g5");
	same("russian result", r.result().over, true);
	same("russian winner", r.result().winner, "white");
	throws("play when over", () => r.play("b6:h4"), "over");

	// Draws claimed: English repetition, claimed before the move that
	// would make the position stand for the third time, naming it.
	const e = checkers.newGame("english", "B:WK32:BK1");
	for (const mv of ["1-5", "32-28", "5-1", "28-32", "1-5", "32-28"]) e.play(mv);
	same("claims none", e.claims(), []);
	throws("claim with none open", () => e.claimDraw(), "no draw to claim");
	e.play("5-1");
	same("claims", e.claims(), [{ rule: "repetition", reason: "repetition", claimant: "side-to-move", moves: ["28-32"] }]);
	throws("claim by the player not to move", () => e.claimDraw({ player: "black", move: "28-32" }), "no draw to claim");
	throws("claim without its move", () => e.claimDraw({ rule: "repetition" }), "no draw to claim");
	throws("claim by a bad player", () => e.claimDraw({ player: "green" }), "bad player");
	const drawn = { status: "drawn", reason: "repetition", over: true, text: "drawn: repetition", rule: "repetition" };
	same("claimDraw", e.claimDraw({ player: "white", rule: "repetition", move: "28-32" }), drawn);
	same("drawn by rule", e.result(), drawn);
	same("claim plays its move", e.history().slice(-2), ["5-1", "28-32"]);
	same("claims when over", e.claims(), []);
	throws("claim when over", () => e.claimDraw({ move: "1-5" }), "over");
	// Czech: either player claims the third occurrence, naming no move.
	const cz = checkers.newGame("czech", "W:WKa1:BKh2");
	for (let k = 0; k < 2; k++) for (const mv of ["a1-b2", "h2-g1", "b2-a1", "g1-h2"]) cz.play(mv);
	same("claims either player", cz.claims(), [{ rule: "repetition", reason: "repetition", claimant: "either-player", moves: [] }]);
	same("claimDraw by either player", cz.claimDraw({ player: "black" }).rule, "repetition");

	// Draw offers: one stands through the offerer's move, lapses when the
	// opponent plays on, and is accepted by the opponent.
	const o = checkers.newGame("english");
	same("drawOffer none", o.drawOffer(), null);
	throws("accept without an offer", () => o.acceptDraw(), "no draw offer to accept");
	same("offerDraw", o.offerDraw(), null);
	same("drawOffer", o.drawOffer(), "black");
	throws("accept one's own offer", () => o.acceptDraw({ player: "black" }), "no draw offer to accept");
	o.play("11-15");
	same("offer stands through one's move", o.drawOffer(), "black");
	o.play("23-19");
	same("offer declined by playing on", o.drawOffer(), null);
	o.offerDraw({ player: "white" });
	same("acceptDraw", o.acceptDraw({ player: "black" }), { status: "drawn", reason: "agreement", over: true, text: "drawn: agreement" });
	same("drawOffer when over", o.drawOffer(), null);
	throws("offer when over", () => o.offerDraw(), "over");

	// Resignation, by the player not to move.
	const res = checkers.newGame("international");
	res.play("32-28");
	const before = res.clone();
	same("resign", res.resign({ player: "black" }), { status: "white wins", reason: "resignation", over: true, text: "white wins: resignation", winner: "white" });
	throws("resign when over", () => res.resign(), "over");

	// A clone goes its own way: the copy kept before the resignation is
	// the game still going, with its moves.
	same("clone before the resignation", [before.result().over, before.history(), before.turn()], [false, ["32-28"], "black"]);
	before.play("19-23");
	same("clone plays alone", [before.history(), res.history()], [["32-28", "19-23"], ["32-28"]]);
	before.free();

	// Freed games are gone.
	g.free();
	throws("freed", () => g.fen(), "no such game");

	console.log("done " + failures + " failures");
	process.exit(failures === 0 ? 0 : 1);
}

main().catch(e => {
	console.log("FAIL exception: " + (e && e.stack || e));
	process.exit(1);
});
