// The page: a board drawn from the library's geometry, moves played by
// clicking squares, the built-in or a random opponent, draws claimed under
// the variant's rules, draw offers and resignation, the move list, FEN and
// PDN. Every rule comes from the global checkers object of the WebAssembly
// build.
"use strict";

(function () {
  const SVGNS = "http://www.w3.org/2000/svg";
  const UNIT = 100; // a square's side in the board's user units
  // margin is the frame around the board, which carries the coordinates;
  // it and their font grow with the board, so that they look the same size.
  let margin = 34;
  const COLORS = {
    frame: "#5b3f28", coord: "#f3e3c3", light: "#f0d9b5", dark: "#b58863",
    whole: "#e3c08d", grid: "#8b6239", points: "#ead2a4", line: "#5a3d1e",
    last: "rgba(255, 213, 79, .6)", route: "rgba(66, 165, 245, .55)", dest: "#2e7d32",
    number: "rgba(255, 255, 255, .75)", numberLight: "rgba(60, 40, 20, .6)",
  };
  const PIECES = {
    white: { fill: "#f7f2e4", edge: "#4a4a4a", ring: "#c9bfa8" },
    black: { fill: "#2b2b2b", edge: "#0d0d0d", ring: "#6a6a6a" },
  };
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
    byCell: new Map(), // "row,col" -> square
    flip: false,
    numbers: false,
    route: [], // the squares clicked so far of the move being played
    moves: [], // the legal moves of the position
    opponent: "none", // the colour the computer plays, or "none"
    engine: "random", // the computer: "builtin" or "random"
    timer: 0,
    offer: null, // the colour whose draw offer stood at the last refresh, to tell when it was declined
    note: "", // what the last action did, shown under the status ("Black claimed the draw.")
  };

  // svg makes an SVG element with attributes, appended to parent.
  function svg(tag, attrs, parent) {
    const e = document.createElementNS(SVGNS, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }

  function capitalise(s) {
    return s.charAt(0).toUpperCase() + s.slice(1);
  }

  function opposite(colour) {
    return colour === "white" ? "black" : "white";
  }

  // cell returns the top-left corner of a square's cell on the drawing.
  function cell(row, col) {
    const g = state.geo;
    const x = state.flip ? g.cols - 1 - col : col;
    const y = state.flip ? row : g.rows - 1 - row;
    return [margin + x * UNIT, margin + y * UNIT];
  }

  function centre(name) {
    const s = state.byName.get(name);
    const [x, y] = cell(s.row, s.col);
    return [x + UNIT / 2, y + UNIT / 2];
  }

  function showError(msg) {
    $("error").textContent = msg || "";
  }

  // ---- the game ----

  function setGame(game) {
    clearTimeout(state.timer);
    if (state.game && state.game !== game) state.game.free();
    state.game = game;
    const name = game.variant();
    state.variant = state.variants.find((v) => v.name === name);
    $("variant").value = name;
    state.geo = game.squares();
    state.byName = new Map(state.geo.squares.map((s) => [s.name, s]));
    state.byCell = new Map(state.geo.squares.map((s) => [s.row + "," + s.col, s]));
    state.route = [];
    state.offer = null;
    state.note = "";
    showError("");
    refresh();
  }

  function newGame(name, fen) {
    setGame(checkers.newGame(name, fen));
  }

  // refresh redraws everything after the game changed.
  function refresh() {
    state.moves = state.game.moves();
    state.route = [];
    draw();
    noteDeclined();
    showMoves();
    showStatus();
    showEnding();
    $("fen").value = state.game.fen();
    $("pdn").value = state.game.pdn();
    $("undo").disabled = state.game.history().length === 0;
    scheduleOpponent();
  }

  function play(move) {
    state.note = "";
    try {
      state.game.play(move);
    } catch (e) {
      showError(e.message);
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

  // click handles a click on a square: select a piece, go on along a
  // capture's landing squares, or jump to a final square that only one
  // move ends on.
  function click(name) {
    if (!state.game || !humanToMove() || state.game.result().over) return;
    showError("");
    const route = state.route;
    if (route.length > 0) {
      const now = candidates(route);
      const next = route.concat([name]);
      const along = candidates(next);
      if (along.length > 0) {
        const done = along.filter((m) => m.path.length === next.length);
        if (along.length === 1 || (done.length > 0 && done.length === along.length)) {
          play(along[0].path);
          return;
        }
        state.route = next;
        draw();
        showStatus();
        return;
      }
      // Clicking the last square again finishes a move that may stop
      // there while others go on.
      if (name === route[route.length - 1] && route.length > 1) {
        const done = now.filter((m) => m.path.length === route.length);
        if (done.length > 0) {
          play(done[0].path);
          return;
        }
      }
      const ending = now.filter((m) => m.to === name && !m.lift);
      if (ending.length === 1) {
        play(ending[0].path);
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

  function undo() {
    clearTimeout(state.timer);
    state.offer = null; // taking a move back withdraws any offer
    state.note = "";
    const g = state.game;
    try {
      g.undo();
      // Against the computer, take back its move too.
      while (state.opponent === g.turn() && g.history().length > 0) g.undo();
    } catch (e) {
      showError(e.message);
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
          showError(e.message);
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
  function act(f) {
    showError("");
    try {
      f(state.game);
    } catch (e) {
      showError(e.message);
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

  function resign() {
    act((g) => g.resign({ player: human() }));
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

  // ---- drawing ----

  function draw() {
    const g = state.geo;
    const board = $("board");
    while (board.firstChild) board.removeChild(board.firstChild);
    const n = Math.max(g.rows, g.cols);
    margin = Math.round(4.25 * n);
    const width = g.cols * UNIT + 2 * margin, height = g.rows * UNIT + 2 * margin;
    board.setAttribute("viewBox", `0 0 ${width} ${height}`);
    board.style.aspectRatio = `${width} / ${height}`;
    board.setAttribute("aria-label", `${state.variant.name} board, ${state.game.turn()} to move`);
    svg("rect", { width, height, rx: 10, fill: COLORS.frame }, board);

    drawCells(board);
    drawCoordinates(board);
    drawMarks(board);
    drawPieces(board);
    drawTargets(board);
  }

  function drawCells(board) {
    const g = state.geo;
    const [bx, by] = [margin, margin];
    if (g.layout === "points") {
      svg("rect", { x: bx, y: by, width: g.cols * UNIT, height: g.rows * UNIT, fill: COLORS.points }, board);
      const lines = svg("g", { stroke: COLORS.line, "stroke-width": 4, "stroke-linecap": "round" }, board);
      for (const [a, b] of g.lines || []) {
        const [x1, y1] = centre(a), [x2, y2] = centre(b);
        svg("line", { x1, y1, x2, y2 }, lines);
      }
      for (const s of g.squares) {
        const [cx, cy] = centre(s.name);
        svg("circle", { cx, cy, r: 9, fill: COLORS.line }, board);
      }
      return;
    }
    const whole = g.layout === "whole";
    svg("rect", { x: bx, y: by, width: g.cols * UNIT, height: g.rows * UNIT, fill: whole ? COLORS.whole : COLORS.light }, board);
    if (whole) {
      const grid = svg("g", { stroke: COLORS.grid, "stroke-width": 3 }, board);
      for (let i = 1; i < g.cols; i++) svg("line", { x1: bx + i * UNIT, y1: by, x2: bx + i * UNIT, y2: by + g.rows * UNIT }, grid);
      for (let i = 1; i < g.rows; i++) svg("line", { x1: bx, y1: by + i * UNIT, x2: bx + g.cols * UNIT, y2: by + i * UNIT }, grid);
      return;
    }
    const dark = svg("g", { fill: COLORS.dark }, board);
    for (const s of g.squares) {
      const [x, y] = cell(s.row, s.col);
      svg("rect", { x, y, width: UNIT, height: UNIT }, dark);
    }
  }

  function drawCoordinates(board) {
    const g = state.geo;
    const t = svg("g", { fill: COLORS.coord, "font-size": Math.round(margin * 0.65), "font-family": "sans-serif", "text-anchor": "middle", "dominant-baseline": "central" }, board);
    for (let col = 0; col < g.cols; col++) {
      const [x] = cell(0, col);
      const label = String.fromCharCode(97 + col);
      svg("text", { x: x + UNIT / 2, y: margin + g.rows * UNIT + margin / 2 }, t).textContent = label;
      svg("text", { x: x + UNIT / 2, y: margin / 2 }, t).textContent = label;
    }
    for (let row = 0; row < g.rows; row++) {
      const [, y] = cell(row, 0);
      svg("text", { x: margin / 2, y: y + UNIT / 2 }, t).textContent = String(row + 1);
      svg("text", { x: margin + g.cols * UNIT + margin / 2, y: y + UNIT / 2 }, t).textContent = String(row + 1);
    }
    if (!state.numbers) return;
    const dark = g.layout.startsWith("dark");
    const n = svg("g", { fill: dark ? COLORS.number : COLORS.numberLight, "font-size": 20, "font-family": "sans-serif" }, board);
    for (const s of g.squares) {
      const [x, y] = cell(s.row, s.col);
      svg("text", { x: x + 6, y: y + 22 }, n).textContent = String(s.number);
    }
  }

  function tint(board, name, fill, cls) {
    const s = state.byName.get(name);
    if (!s) return;
    const [x, y] = cell(s.row, s.col);
    if (state.geo.layout === "points") {
      svg("circle", { cx: x + UNIT / 2, cy: y + UNIT / 2, r: 46, fill, class: cls }, board);
    } else {
      svg("rect", { x, y, width: UNIT, height: UNIT, fill, class: cls }, board);
    }
  }

  function drawMarks(board) {
    const last = state.game.lastMove();
    if (last) for (const s of last.path) tint(board, s, COLORS.last, "last");
    for (const s of state.route) tint(board, s, COLORS.route, "selected");
    if (state.route.length === 0) return;
    const now = candidates(state.route);
    const next = new Set(now.map((m) => m.path[state.route.length]).filter(Boolean));
    const ends = new Set(now.map((m) => m.to).filter((s) => !next.has(s)));
    const occupied = new Set(state.game.pieces().map((p) => p.square));
    for (const s of next) {
      const [cx, cy] = centre(s);
      if (occupied.has(s)) {
        svg("circle", { cx, cy, r: 44, fill: "none", stroke: COLORS.dest, "stroke-width": 6, class: "dest", "data-square": s }, board);
      } else {
        svg("circle", { cx, cy, r: 15, fill: COLORS.dest, "fill-opacity": 0.85, class: "dest", "data-square": s }, board);
      }
    }
    for (const s of ends) {
      const [cx, cy] = centre(s);
      svg("circle", { cx, cy, r: 20, fill: "none", stroke: COLORS.dest, "stroke-width": 5, "stroke-dasharray": "8 6", class: "dest end", "data-square": s }, board);
    }
  }

  function drawPieces(board) {
    for (const p of state.game.pieces()) {
      const [cx, cy] = centre(p.square);
      const c = PIECES[p.color];
      const g = svg("g", { class: `piece ${p.color} ${p.kind}`, "data-square": p.square }, board);
      svg("circle", { cx: cx + 2, cy: cy + 4, r: 38, fill: "rgba(0, 0, 0, .3)" }, g);
      svg("circle", { cx, cy, r: 38, fill: c.fill, stroke: c.edge, "stroke-width": 3 }, g);
      svg("circle", { cx, cy, r: 27, fill: "none", stroke: c.ring, "stroke-width": 3 }, g);
      if (p.kind === "king") {
        const d = `M${cx - 19} ${cy + 11} L${cx - 22} ${cy - 11} L${cx - 9} ${cy - 1} L${cx} ${cy - 17} ` +
          `L${cx + 9} ${cy - 1} L${cx + 22} ${cy - 11} L${cx + 19} ${cy + 11} Z`;
        svg("path", { d, fill: "#e8b923", stroke: "#8a6a00", "stroke-width": 2.5, "stroke-linejoin": "round" }, g);
      } else if (p.kind === "parachutist") {
        const d = `M${cx - 20} ${cy + 2} A20 20 0 0 1 ${cx + 20} ${cy + 2} Z M${cx - 18} ${cy + 2} L${cx} ${cy + 18} ` +
          `L${cx + 18} ${cy + 2} M${cx} ${cy + 2} L${cx} ${cy + 18}`;
        svg("path", { d, fill: c.ring, stroke: c.edge === "#0d0d0d" ? "#bbb" : "#555", "stroke-width": 2.5 }, g);
      }
    }
  }

  // drawTargets lays a transparent square over each playable square to
  // take the clicks.
  function drawTargets(board) {
    for (const s of state.geo.squares) {
      const [x, y] = cell(s.row, s.col);
      const r = svg("rect", { x, y, width: UNIT, height: UNIT, class: "hit", "data-square": s.name }, board);
      svg("title", {}, r).textContent = s.label;
    }
  }

  // ---- the panel ----

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
      hint = "Undo to go back, or start a new game.";
    } else {
      line = capitalise(g.turn()) + " to move";
      if (state.opponent === g.turn()) {
        hint = state.engine === "builtin" ? "The built-in player is thinking…" : "The random player is choosing…";
      } else if (state.route.length > 0) {
        hint = state.route.length > 1 ? "Go on: click the next landing square." : "Click a lit square to move there.";
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
    if (!note) return;
    const n = document.createElement("span");
    n.className = "note";
    n.textContent = note;
    status.appendChild(n);
  }

  function load() {
    const text = $("load").value.trim();
    if (!text) {
      showError("Paste a FEN or a PDN game first.");
      return;
    }
    try {
      // A FEN starts with the side to move and a colon; anything else is PDN.
      if (/^[WwBb?]\s*:/.test(text) && !text.includes("[")) {
        setGame(checkers.newGame(state.variant.name, text));
      } else {
        setGame(checkers.loadPDN(text, state.variant.name));
      }
    } catch (e) {
      showError(e.message);
    }
  }

  function copy(id) {
    const field = $(id);
    const done = () => showError("");
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(field.value).then(done, () => { field.select(); document.execCommand("copy"); });
    } else {
      field.select();
      document.execCommand("copy");
    }
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
    $("variant").addEventListener("change", (e) => newGame(e.target.value));
    $("opponent").addEventListener("change", (e) => {
      const [engine, colour] = e.target.value.split(":");
      state.engine = colour ? engine : "random";
      state.opponent = colour || "none";
      state.route = [];
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
    for (const b of document.querySelectorAll("[data-copy]")) b.addEventListener("click", () => copy(b.dataset.copy));
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
      showError(e.message);
    }
    refresh();
    if (q.get("select")) {
      const s = state.geo.squares.find((x) => x.label === q.get("select") || x.name === q.get("select"));
      if (s) click(s.name);
    }
  }

  // ---- self-test (?selftest=1) ----

  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  function expect(what, got, want) {
    const g = JSON.stringify(got), w = JSON.stringify(want);
    if (g !== w) throw new Error(`${what}: got ${g}, want ${w}`);
  }

  function clickSquare(label) {
    const s = state.geo.squares.find((q) => q.label === label || q.name === label);
    if (!s) throw new Error("no square " + label);
    const target = document.querySelector(`#board .hit[data-square="${s.name}"]`);
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
  }

  function lit() {
    return Array.from(document.querySelectorAll("#board .dest"), (e) => state.byName.get(e.getAttribute("data-square")).label).sort();
  }

  function listed() {
    return Array.from(document.querySelectorAll("#moves .mv"), (e) => e.textContent).filter((t) => t !== "…");
  }

  // shown are the texts of the buttons that match the selector and are
  // not hidden.
  function shown(selector) {
    return Array.from(document.querySelectorAll(selector), (b) => b.hidden ? null : b.textContent).filter((t) => t !== null);
  }

  function statusLine() {
    return $("status").firstChild.textContent;
  }

  function choose(id, value) {
    const e = $(id);
    e.value = value;
    e.dispatchEvent(new Event("change", { bubbles: true }));
  }

  async function selfTest() {
    // English, two players: 11-15 by two clicks, the destinations lit.
    choose("variant", "english");
    expect("variant", state.variant.name, "english");
    expect("empty list", listed(), []);
    clickSquare("11");
    expect("destinations of 11", lit(), ["15", "16"]);
    clickSquare("15");
    expect("list after 11-15", listed(), ["11-15"]);
    expect("fen turn", $("fen").value.charAt(0), "W");
    clickSquare("22");
    clickSquare("18");
    clickSquare("15"); // Black must take: 15x22
    expect("destinations of 15", lit(), ["22"]);
    clickSquare("22");
    expect("list after capture", listed(), ["11-15", "22-18", "15x22"]);
    expect("fen", $("fen").value, state.game.fen());
    if (!$("pdn").value.includes("15x22")) throw new Error("PDN without 15x22");
    $("undo").click();
    expect("after undo", listed(), ["11-15", "22-18"]);

    // International: a double capture played by clicking its end square.
    choose("variant", "international");
    $("load").value = "W:W32:B28,18";
    $("loadbtn").click();
    expect("loaded fen", $("fen").value, "W:W32:B18,28");
    clickSquare("32");
    expect("landing and end squares", lit(), ["12", "23"]);
    clickSquare("12");
    expect("international list", listed(), ["32x12"]);
    if (!state.game.result().over) throw new Error("game not over after 32x12");
    if (!$("status").textContent.startsWith("White wins")) throw new Error("status " + $("status").textContent);

    // Russian: two captures through d8, clicked landing square by landing
    // square; then the other one by its end square alone.
    choose("variant", "russian");
    $("load").value = "W:Wb6:Bc7,f6";
    $("loadbtn").click();
    clickSquare("b6");
    expect("russian first landing", lit(), ["d8", "g5", "h4"]);
    clickSquare("d8");
    expect("russian route so far", state.route, ["b6", "d8"]);
    expect("russian next landing", lit(), ["g5", "h4"]);
    clickSquare("h4");
    expect("russian list", listed(), ["b6:h4"]);
    $("undo").click();
    clickSquare("b6");
    clickSquare("g5");
    expect("russian by end square", listed(), ["b6:g5"]);

    // A PDN game pasted in.
    choose("variant", "english");
    $("load").value = '[GameType "21"]\n1. 11-15 23-19 *';
    $("loadbtn").click();
    expect("pdn list", listed(), ["11-15", "23-19"]);

    // The random player answers.
    choose("variant", "english");
    choose("opponent", "random:white");
    clickSquare("9");
    clickSquare("14");
    await sleep(RANDOM_DELAY * 3);
    expect("random reply", listed().length, 2);
    $("undo").click();
    expect("undo against random", listed().length, 0);

    // The built-in player answers too.
    choose("opponent", "builtin:white");
    clickSquare("9");
    clickSquare("14");
    await sleep(RANDOM_DELAY + BUILTIN_TIME * 4);
    expect("built-in reply", listed().length, 2);
    $("undo").click();
    expect("undo against the built-in player", listed().length, 0);
    choose("opponent", "none");

    // An illegal click leaves the game as it was; the diagram is the library's.
    clickSquare("21");
    expect("nothing selected", state.route, []);
    if (!state.game.svg({}).startsWith("<svg")) throw new Error("no SVG diagram");

    await selfTestEnding();
  }

  // selfTestEnding plays the ends beside the moves: a resignation, English
  // repetition claimed before the move, and draw offers between two
  // players and against the computer.
  async function selfTestEnding() {
    // Black, to move at the start, resigns.
    choose("variant", "english");
    expect("no claim at the start", shown("#claims button"), []);
    expect("no accept without an offer", shown("#accept"), []);
    $("resign").click();
    expect("resigned", state.game.result(), { status: "white wins", reason: "resignation", over: true, text: "white wins: resignation", winner: "white" });
    expect("resignation status", statusLine(), "Black resigned: white wins.");
    expect("no resigning when over", [$("resign").disabled, $("offer").disabled], [true, true]);

    // English repetition: the kings shuttle until White's 28-32 would make
    // the start position stand for the third time; White claims before
    // making it, and the claim plays it.
    $("load").value = "B:WK32:BK1";
    $("loadbtn").click();
    const shuttle = ["1-5", "32-28", "5-1", "28-32", "1-5", "32-28", "5-1"];
    for (const mv of shuttle) {
      expect("no claim before " + mv, shown("#claims button"), []);
      const [from, to] = mv.split("-");
      clickSquare(from);
      clickSquare(to);
    }
    expect("shuttle", listed(), shuttle);
    expect("claim button", shown("#claims button"), ["Claim draw (repetition) with 28-32"]);
    document.querySelector("#claims button").click();
    expect("claimed", state.game.result(), { status: "drawn", reason: "repetition", over: true, text: "drawn: repetition", rule: "repetition" });
    expect("claim played 28-32", listed(), shuttle.concat(["28-32"]));
    expect("claim status", statusLine(), "Drawn: repetition.");
    expect("no claim when over", shown("#claims button"), []);
    $("undo").click();
    expect("claim again after undo", shown("#claims button"), ["Claim draw (repetition) with 28-32"]);

    // Two players: Black offers, and the offer stands through Black's move;
    // White plays on, declining it; White offers, and Black accepts.
    choose("variant", "english");
    $("offer").click();
    expect("offered", state.game.drawOffer(), "black");
    expect("offer once", $("offer").disabled, true);
    expect("accept for White", shown("#accept"), ["Accept draw (White)"]);
    clickSquare("11");
    clickSquare("15");
    expect("offer stands through Black's move", shown("#accept"), ["Accept draw (White)"]);
    clickSquare("22");
    clickSquare("18");
    expect("declined", [state.game.drawOffer(), shown("#accept")], [null, []]);
    if (!$("status").textContent.includes("White played on: the draw offer is declined.")) throw new Error("status " + $("status").textContent);
    clickSquare("15");
    clickSquare("22");
    $("offer").click();
    expect("White offers", state.game.drawOffer(), "white");
    expect("accept for Black", shown("#accept"), ["Accept draw (Black)"]);
    $("accept").click();
    expect("agreed", state.game.result(), { status: "drawn", reason: "agreement", over: true, text: "drawn: agreement" });
    expect("agreement status", statusLine(), "Drawn by agreement.");
    expect("no accept when over", shown("#accept"), []);

    // The random player declines an offer by playing on.
    choose("variant", "english");
    choose("opponent", "random:white");
    $("offer").click();
    expect("offered to the computer", state.game.drawOffer(), "black");
    expect("the computer accepts nothing", shown("#accept"), []);
    clickSquare("9");
    clickSquare("14");
    await sleep(RANDOM_DELAY * 3);
    expect("random plays on", listed().length, 2);
    expect("declined by the computer", [state.game.drawOffer(), state.game.result().over], [null, false]);
    if (!$("status").textContent.includes("White played on")) throw new Error("status " + $("status").textContent);
    choose("opponent", "none");
  }

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
      await selfTest();
      $("selftest").textContent = "SELFTEST OK";
    } catch (e) {
      $("selftest").textContent = "SELFTEST FAIL: " + e.message;
    }
  }

  main();
})();
