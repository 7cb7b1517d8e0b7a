// The page: a board drawn from the library's geometry (board.js), moves
// played by clicking squares, the built-in or a random opponent, draws
// claimed under the variant's rules, draw offers and resignation, the move
// list, FEN and PDN, a FEN or PDN game loaded from pasted text, and, when
// the server holds endgame databases (checkers serve -egdb), their value
// and best moves of the position. Every rule comes from the global
// checkers object of the WebAssembly build.

import { draw as drawBoard } from "./board.js";
import { ask, capitalise, chooseRoute, chooserOpen, closeChooser, copyField } from "./ui.js";

const RANDOM_DELAY = 450; // milliseconds before the computer moves
// The built-in player searches at most this deep and this long (in
// milliseconds): the depth bounds the search where the clock stands still
// (a browser running on virtual time).
const BUILTIN_DEPTH = 8;
const BUILTIN_TIME = 500;

const $ = (id) => document.getElementById(id);

const state = {
  variants: [],
  variant: null, // the variant's description from checkers.variants()
  game: null,
  geo: null, // game.squares()
  byName: new Map(), // square name -> {name, row, col, number, label}
  flip: false,
  numbers: false,
  route: [], // the squares clicked so far of the move being played
  moves: [], // the legal moves of the position
  preview: null, // the move whose route the chooser points at
  opponent: "none", // the colour the computer plays, or "none"
  engine: "random", // the computer: "builtin" or "random"
  timer: 0,
  offer: null, // the colour whose draw offer stood at the last refresh, to tell when it was declined
  endgames: null, // variant name -> most pieces of the databases served beside the page (checkers serve -egdb), or null
  beforeEnd: null, // a copy of the game as it was before a resignation, an agreement or a claim ended it, which Undo restores
  note: "", // what the last action did, shown under the status ("Black claimed the draw.")
  problem: "", // what went wrong with the last move or button, shown under the status
};

function opposite(colour) {
  return colour === "white" ? "black" : "white";
}

// title writes a variant's name as a title: "English".
function title(name) {
  return capitalise(name);
}

function label(name) {
  const s = state.byName.get(name);
  return s ? s.label : name;
}

// showMessage shows a message of the panel under the Load button, an
// error (kind "error") or what loading did ("info"), and scrolls it into
// view if it is not; "" clears it.
function showMessage(msg, kind) {
  const e = $("message");
  e.textContent = msg || "";
  e.className = "message " + kind;
  if (!msg) return;
  const r = e.getBoundingClientRect();
  if (r.top < 0 || r.bottom > window.innerHeight) e.scrollIntoView({ block: "nearest" });
}

function showError(msg) {
  showMessage(msg, "error");
}

// showProblem shows what went wrong with a move or a button under the
// board, in the status, where the visitor is looking; "" clears it.
function showProblem(msg) {
  state.problem = msg || "";
  showStatus();
}

// ---- the game ----

function setGame(game) {
  clearTimeout(state.timer);
  if (state.game && state.game !== game) state.game.free();
  if (state.beforeEnd && state.beforeEnd !== game) state.beforeEnd.free();
  state.beforeEnd = null;
  state.game = game;
  const name = game.variant();
  state.variant = state.variants.find((v) => v.name === name);
  $("variant").value = name;
  state.geo = game.squares();
  state.byName = new Map(state.geo.squares.map((s) => [s.name, s]));
  state.route = [];
  state.offer = null;
  state.note = "";
  state.problem = "";
  showMessage("", "");
  refresh();
}

function newGame(name, fen) {
  setGame(checkers.newGame(name, fen));
}

// inProgress reports whether a move has been played and the game goes on:
// a game that starting another would throw away.
function inProgress() {
  return state.game.history().length > 0 && !state.game.result().over;
}

// changeVariant starts a game of the variant chosen in the menu, asking
// first when that throws away a game in progress.
async function changeVariant(name) {
  if (name === state.variant.name) return;
  if (!inProgress()) {
    newGame(name);
    return;
  }
  $("variant").value = state.variant.name; // until the visitor says yes
  const moves = state.game.history().length;
  const yes = await ask(
    `Start a new game of ${title(name)}? The game of ${title(state.variant.name)} in progress (${moves} ${moves === 1 ? "move" : "moves"}) will be lost.`,
    `Play ${title(name)}`, "Keep this game");
  if (yes) newGame(name);
}

// refresh redraws everything after the game changed.
function refresh() {
  state.moves = state.game.moves();
  state.route = [];
  state.preview = null;
  closeChooser();
  draw();
  noteDeclined();
  showMoves();
  showStatus();
  showEnding();
  showEndgame();
  $("fen").value = state.game.fen();
  $("pdn").value = state.game.pdn();
  $("undo").disabled = !canUndo();
  scheduleOpponent();
}

function play(move) {
  state.note = "";
  state.problem = "";
  try {
    state.game.play(move);
  } catch (e) {
    state.problem = e.message;
  }
  refresh();
}

// candidates are the legal moves whose route begins with the squares
// clicked so far.
function candidates(route) {
  return state.moves.filter((m) => route.every((s, i) => m.path[i] === s));
}

function humanToMove() {
  return state.opponent !== state.game.turn();
}

// human is the colour a person plays for now: the side to move with two
// players on the screen, else the side the computer does not play.
function human() {
  return state.opponent === "none" ? state.game.turn() : opposite(state.opponent);
}

// finish plays the one move of moves or, for several (captures that end
// on the square name by different routes), asks which, and plays it by its
// text, which tells it apart.
function finish(moves, name) {
  if (moves.length === 1) {
    play(moves[0].path);
    return;
  }
  chooseRoute(moves, label(name), label, {
    pick: (m) => play(m.text),
    cancel: () => { state.preview = null; draw(); showStatus(); },
    preview: (m) => { state.preview = m; draw(); },
    place: lowerHalf(moves.flatMap((m) => m.path)) ? "top" : "bottom",
  });
  showStatus();
}

// lowerHalf reports whether the squares are drawn in the lower half of the
// board, on the whole.
function lowerHalf(squares) {
  const rows = squares.map((s) => state.byName.get(s).row);
  const mean = rows.reduce((a, b) => a + b, 0) / rows.length;
  const low = mean < (state.geo.rows - 1) / 2; // row 0 is drawn at the bottom
  return state.flip ? !low : low;
}

// click handles a click on a square: select a piece, go on along a
// capture's landing squares, or jump to a final square (asking which route
// when several captures end there).
function click(name) {
  if (!state.game || !humanToMove() || state.game.result().over) return;
  if (chooserOpen()) {
    closeChooser();
    state.preview = null;
  }
  state.problem = "";
  const route = state.route;
  if (route.length > 0) {
    const now = candidates(route);
    const next = route.concat([name]);
    const along = candidates(next);
    if (along.length > 0) {
      const done = along.filter((m) => m.path.length === next.length);
      if (along.length === 1 || done.length === along.length) {
        finish(along, name);
        return;
      }
      state.route = next;
      draw();
      showStatus();
      return;
    }
    // Clicking the last square again finishes a move that may stop there
    // while others go on.
    if (name === route[route.length - 1] && route.length > 1) {
      const done = now.filter((m) => m.path.length === route.length);
      if (done.length > 0) {
        finish(done, name);
        return;
      }
    }
    const ending = now.filter((m) => m.to === name && !m.lift);
    if (ending.length > 0) {
      finish(ending, name);
      return;
    }
  }
  const from = state.moves.filter((m) => m.from === name);
  if (from.length > 0 && route[0] !== name) {
    if (from.every((m) => m.lift)) { // a piece lifted off the board (Konane's opening)
      play(from[0].path);
      return;
    }
    state.route = [name];
  } else {
    state.route = [];
  }
  draw();
  showStatus();
}

// canUndo reports whether Undo has something to take back: a
// resignation, an agreement or a claim (see act), or a move.
function canUndo() {
  return state.beforeEnd !== null || state.game.history().length > 0;
}

// undo takes back the resignation, agreement or claim that ended the game,
// restoring the game as it was before it, or else the last move (against
// the computer, its move too).
function undo() {
  if (state.beforeEnd) {
    const before = state.beforeEnd;
    state.beforeEnd = null;
    setGame(before);
    state.note = "Taken back: the game goes on.";
    showStatus();
    return;
  }
  clearTimeout(state.timer);
  state.offer = null; // taking a move back withdraws any offer
  state.note = "";
  state.problem = "";
  const g = state.game;
  try {
    g.undo();
    // Against the computer, take back its move too.
    while (state.opponent === g.turn() && g.history().length > 0) g.undo();
  } catch (e) {
    state.problem = e.message;
  }
  refresh();
}

// scheduleOpponent lets the computer move when it is its turn: the
// built-in player searches (see BUILTIN_DEPTH), the random player picks
// any legal move.
function scheduleOpponent() {
  clearTimeout(state.timer);
  const g = state.game;
  if (state.opponent !== g.turn() || g.result().over) return;
  state.timer = setTimeout(() => {
    if (state.game !== g || state.opponent !== g.turn() || g.result().over) return;
    if (state.engine === "builtin") {
      try {
        play(g.bestMove({ depth: BUILTIN_DEPTH, time: BUILTIN_TIME }).path);
      } catch (e) {
        showProblem(e.message);
      }
      return;
    }
    const ms = g.moves();
    if (ms.length > 0) play(ms[Math.floor(Math.random() * ms.length)].path);
  }, RANDOM_DELAY);
}

// ---- draws and resignation ----

// openClaims are the draws the person to move may claim, one for each
// move a claim before the move names (English repetition), else one for
// the position as it stands: [{rule, move?}].
function openClaims() {
  const g = state.game;
  if (!humanToMove() || g.result().over) return [];
  const out = [];
  for (const c of g.claims()) {
    if (c.moves.length === 0) out.push({ rule: c.rule });
    for (const move of c.moves) out.push({ rule: c.rule, move });
  }
  return out;
}

// act runs one of the game's ends beside the moves, then shows the game.
// When it ends the game, a copy of the game as it was before is kept for
// Undo.
function act(f) {
  state.problem = "";
  const before = state.game.clone();
  try {
    f(state.game);
  } catch (e) {
    state.problem = e.message;
  }
  if (state.game.result().over && !before.result().over) {
    if (state.beforeEnd) state.beforeEnd.free();
    state.beforeEnd = before;
  } else {
    before.free();
  }
  refresh();
}

// claim claims the draw c of openClaims, playing its move if it names one.
function claim(c) {
  act((g) => {
    const who = g.turn();
    g.claimDraw({ player: who, rule: c.rule, move: c.move });
    state.note = `${capitalise(who)} claimed the draw` + (c.move ? ` with ${c.move}.` : ".");
  });
}

function offerDraw() {
  act((g) => g.offerDraw({ player: human() }));
}

function acceptDraw() {
  act((g) => g.acceptDraw({ player: opposite(g.drawOffer()) }));
}

// resign asks first, since one click would end the game: the visitor
// says yes to resign (Undo takes it back all the same).
async function resign() {
  const who = human(), g = state.game;
  const yes = await ask(`${capitalise(who)} resigns: ${opposite(who)} wins the game. Resign?`, `Resign (${capitalise(who)})`, "Play on");
  if (!yes || state.game !== g || g.result().over) return;
  act((g) => g.resign({ player: who }));
}

// noteDeclined notes that a draw offer seen standing was declined: its
// opponent played on.
function noteDeclined() {
  const g = state.game, offer = g.drawOffer();
  if (state.offer && !offer && !g.result().over) {
    state.note = `${capitalise(opposite(state.offer))} played on: the draw offer is declined.`;
  }
  state.offer = offer;
}

// showEnding shows the buttons to end the game: a claim button for each
// draw open to the person to move, named after its rule (and the move it
// plays), the offer and resign buttons of the person playing, and, with
// two players, the accept button of the one a draw is offered to.
function showEnding() {
  const g = state.game, over = g.result().over;
  const box = $("claims");
  box.textContent = "";
  for (const c of openClaims()) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "claim";
    b.textContent = `Claim draw (${c.rule})` + (c.move ? ` with ${c.move}` : "");
    b.title = c.move ? `Play ${c.move} and claim the draw under the ${c.rule} rule` : `Claim the draw under the ${c.rule} rule`;
    b.addEventListener("click", () => claim(c));
    box.appendChild(b);
  }
  const offer = over ? null : g.drawOffer();
  const who = capitalise(human());
  $("offer").disabled = over || offer === human();
  $("offer").title = `${who} offers a draw`;
  $("resign").disabled = over;
  $("resign").title = `${who} resigns`;
  const accept = $("accept");
  accept.hidden = !offer || state.opponent === opposite(offer);
  if (offer) accept.textContent = `Accept draw (${capitalise(opposite(offer))})`;
}

// ending describes how the game ended, with the draw rule's name.
function ending(r) {
  if (r.reason === "resignation" && r.winner) return `${capitalise(opposite(r.winner))} resigned: ${r.winner} wins.`;
  if (r.status === "drawn" && r.reason === "agreement") return "Drawn by agreement.";
  if (r.rule) return `Drawn: ${r.rule}.`;
  return capitalise(r.text) + ".";
}

// offerNote says whose draw offer stands and what the other may do.
function offerNote() {
  const g = state.game, offer = g.drawOffer();
  if (!offer) return "";
  const other = opposite(offer);
  if (state.opponent === other) return `${capitalise(offer)} offers a draw.`;
  return `${capitalise(offer)} offers a draw: ${capitalise(other)} may accept it, or decline it by playing on.`;
}

// ---- the board and the panel ----

function draw() {
  drawBoard($("board"), {
    geo: state.geo,
    byName: state.byName,
    variant: state.variant.name,
    turn: state.game.turn(),
    flip: state.flip,
    numbers: state.numbers,
    last: state.game.lastMove(),
    pieces: state.game.pieces(),
    route: state.route,
    candidates: state.route.length > 0 ? candidates(state.route) : [],
    preview: state.preview,
  });
}

function showMoves() {
  const box = $("moves");
  box.textContent = "";
  const texts = state.game.history();
  if (texts.length === 0) {
    const e = document.createElement("div");
    e.className = "empty";
    e.textContent = "No move yet.";
    box.appendChild(e);
    return;
  }
  // Moves go in pairs from the side that moves first in the variant.
  const startTurn = state.game.startFen().charAt(0).toUpperCase() === "W" ? "white" : "black";
  const offset = startTurn === state.variant.firstToMove ? 0 : 1;
  const cells = Array(offset).fill("…").concat(texts);
  for (let i = 0; i < cells.length; i += 2) {
    const row = document.createElement("div");
    row.className = "row";
    const num = document.createElement("span");
    num.className = "num";
    num.textContent = i / 2 + 1 + ".";
    row.appendChild(num);
    for (let j = i; j < i + 2 && j < cells.length; j++) {
      const mv = document.createElement("span");
      mv.className = "mv" + (j === cells.length - 1 ? " last" : "");
      mv.textContent = cells[j];
      row.appendChild(mv);
    }
    box.appendChild(row);
  }
  box.scrollTop = box.scrollHeight;
}

function showStatus() {
  const g = state.game;
  const r = g.result();
  const status = $("status");
  status.textContent = "";
  let line, hint = "";
  if (r.over) {
    line = ending(r);
    hint = canUndo() ? "Undo to go back, or start a new game." : "Start a new game, or load one.";
  } else {
    line = capitalise(g.turn()) + " to move";
    if (state.opponent === g.turn()) {
      hint = state.engine === "builtin" ? "The built-in player is thinking…" : "The random player is choosing…";
    } else if (chooserOpen()) {
      hint = "Choose the route of the capture.";
    } else if (state.route.length > 0) {
      hint = state.route.length > 1 ? "Go on: click the next landing square." : "Click a lit square to move there.";
    } else if (openClaims().length > 0) {
      hint = "A draw may be claimed: press Claim draw, or play on.";
    } else if (state.moves.some((m) => m.captures.length > 0)) {
      hint = "A capture is due: click the piece that takes.";
    } else {
      hint = "Click a piece, then where it goes.";
    }
  }
  status.append(line);
  const h = document.createElement("span");
  h.className = "hint";
  h.textContent = hint;
  status.appendChild(h);
  const note = [state.note, offerNote()].filter(Boolean).join(" ");
  if (note) {
    const n = document.createElement("span");
    n.className = "note";
    n.textContent = note;
    status.appendChild(n);
  }
  if (state.problem) {
    const p = document.createElement("span");
    p.className = "problem";
    p.setAttribute("role", "alert");
    p.textContent = state.problem;
    status.appendChild(p);
  }
}

// loadEndgames asks the server which endgame databases it holds (checkers
// serve -egdb); a server without them (404, or no server at all) leaves
// the page as it is.
async function loadEndgames() {
  try {
    const r = await fetch("egdb/info");
    if (r.ok) state.endgames = (await r.json()).variants || null;
  } catch (e) { /* no databases */ }
}

// showEndgame shows the databases' value and best moves of the position,
// for the variants they hold; an answer that comes after the position has
// changed is dropped.
async function showEndgame() {
  const box = $("endgame");
  const name = state.variant.name;
  const fen = state.game.fen();
  if (!state.endgames || !(name in state.endgames)) {
    box.hidden = true;
    return;
  }
  let a = null;
  try {
    const r = await fetch(`egdb/probe?variant=${encodeURIComponent(name)}&fen=${encodeURIComponent(fen)}`);
    if (r.ok) a = await r.json();
  } catch (e) { /* shown as not held */ }
  if (state.variant.name !== name || state.game.fen() !== fen) return;
  if (!a || !a.covered) {
    box.hidden = true;
    return;
  }
  box.textContent = `Endgame database: ${capitalise(state.game.turn())} to move, ${a.value}` +
    (a.best && a.best.length ? ` (best ${a.best.join(", ")})` : "") + ".";
  if (a.line && a.line.length) {
    const line = document.createElement("span");
    line.className = "line";
    line.textContent = "Best line: " + a.line.join(" ");
    box.appendChild(line);
  }
  box.hidden = false;
}

// load reads the pasted text as a FEN of the variant or a PDN game, and
// says when the game's variant is another one.
function load() {
  const text = $("load").value.trim();
  if (!text) {
    showError("Paste a FEN or a PDN game first.");
    return;
  }
  const asked = state.variant.name;
  let r;
  try {
    r = checkers.load(text, asked);
  } catch (e) {
    showError(e.message);
    return;
  }
  setGame(r.game);
  let note = "";
  if (r.inferred) {
    note = `This game names no variant and does not replay as ${title(asked)}, but it does as ${title(r.variant)}: the variant is now ${title(r.variant)}.`;
  } else if (r.variant !== asked) {
    note = `The game's tags name ${title(r.variant)}: the variant is now ${title(r.variant)}.`;
  }
  state.note = note;
  showStatus();
  showMessage(note || (r.kind === "fen" ? "Position loaded." : "Game loaded."), "info");
  // On a phone the Load button is below the board: bring the board back.
  const wrap = document.querySelector(".board-wrap");
  const box = wrap.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) wrap.scrollIntoView({ block: "nearest" });
}

function copy(button) {
  return copyField($(button.dataset.copy), button, showError);
}

function saveDiagram() {
  const picture = state.game.svg({ flip: state.flip, numbers: state.numbers, lastMove: true, size: 480 });
  const url = URL.createObjectURL(new Blob([picture], { type: "image/svg+xml" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = `${state.variant.name}-${state.game.history().length}.svg`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// ---- start ----

function wire() {
  $("variant").addEventListener("change", (e) => changeVariant(e.target.value));
  $("opponent").addEventListener("change", (e) => {
    const [engine, colour] = e.target.value.split(":");
    state.engine = colour ? engine : "random";
    state.opponent = colour || "none";
    state.route = [];
    state.preview = null;
    closeChooser();
    draw();
    showStatus();
    showEnding();
    scheduleOpponent();
  });
  $("new").addEventListener("click", () => newGame(state.variant.name));
  $("undo").addEventListener("click", undo);
  $("flip").addEventListener("click", () => { state.flip = !state.flip; draw(); });
  $("numbers").addEventListener("change", (e) => { state.numbers = e.target.checked; draw(); });
  $("diagram").addEventListener("click", saveDiagram);
  $("offer").addEventListener("click", offerDraw);
  $("accept").addEventListener("click", acceptDraw);
  $("resign").addEventListener("click", resign);
  $("loadbtn").addEventListener("click", load);
  for (const b of document.querySelectorAll("[data-copy]")) b.addEventListener("click", () => copy(b));
  $("board").addEventListener("click", (e) => {
    const t = e.target.closest && e.target.closest("[data-square]");
    if (t) click(t.getAttribute("data-square"));
  });
}

async function instantiate(go) {
  if (WebAssembly.instantiateStreaming) {
    try {
      return await WebAssembly.instantiateStreaming(fetch("checkers.wasm"), go.importObject);
    } catch (e) { /* served without the wasm type: fall back to bytes */ }
  }
  const bytes = await (await fetch("checkers.wasm")).arrayBuffer();
  return WebAssembly.instantiate(bytes, go.importObject);
}

async function start() {
  const go = new Go();
  const { instance } = await instantiate(go);
  go.run(instance); // returns once the library waits for calls
  state.variants = checkers.variants();
  const select = $("variant");
  select.textContent = "";
  for (const v of state.variants) {
    const o = document.createElement("option");
    o.value = v.name;
    o.textContent = `${capitalise(v.name)} — ${v.cols}×${v.rows}, ${v.notation}`;
    select.appendChild(o);
  }
  select.disabled = false;
  await loadEndgames();
  wire();
  // The query may set the game up: ?variant=NAME&fen=FEN&moves=M1,M2&select=SQUARE
  // (the piece to select, as a click would).
  const q = new URLSearchParams(location.search);
  const wanted = q.get("variant");
  const first = state.variants.find((v) => v.name === wanted) || state.variants.find((v) => v.name === "international") || state.variants[0];
  try {
    newGame(first.name, q.get("fen") || "");
    for (const m of (q.get("moves") || "").split(",").filter(Boolean)) state.game.play(m.trim());
  } catch (e) {
    if (!state.game) newGame(first.name);
    state.problem = e.message;
  }
  refresh();
  if (q.get("select")) {
    const s = state.geo.squares.find((x) => x.label === q.get("select") || x.name === q.get("select"));
    if (s) click(s.name);
  }
}

// page is what the self-test (selftest.js, loaded with ?selftest=1) sees
// of the page beside the DOM.
const page = { state, RANDOM_DELAY, BUILTIN_TIME };

async function main() {
  const test = new URLSearchParams(location.search).has("selftest");
  try {
    await start();
  } catch (e) {
    $("status").textContent = "The rules engine failed to load: " + e.message;
    if (test) $("selftest").textContent = "SELFTEST FAIL: " + e.message;
    return;
  }
  if (!test) return;
  try {
    const { run } = await import("./selftest.js");
    await run(page);
  } catch (e) {
    $("selftest").textContent = "SELFTEST FAIL: " + e.message;
  }
}

main();
