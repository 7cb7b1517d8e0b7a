// The board's drawing: squares, coordinates, pieces and the marks of the
// move being played, as SVG, from a view of the game (see draw). The page
// (app.js) owns the game; this module only draws it.

const SVGNS = "http://www.w3.org/2000/svg";
const UNIT = 100; // a square's side in the board's user units
const COLORS = {
  frame: "#5b3f28", coord: "#f3e3c3", light: "#f0d9b5", dark: "#b58863",
  whole: "#e3c08d", grid: "#8b6239", points: "#ead2a4", line: "#5a3d1e",
  last: "rgba(255, 213, 79, .6)", route: "rgba(66, 165, 245, .55)", dest: "#2e7d32",
  taken: "#c62828",
  number: "rgba(255, 255, 255, .75)", numberLight: "rgba(60, 40, 20, .6)",
};
const PIECES = {
  white: { fill: "#f7f2e4", edge: "#4a4a4a", ring: "#c9bfa8" },
  black: { fill: "#2b2b2b", edge: "#0d0d0d", ring: "#6a6a6a" },
};

// The view being drawn, and the frame around the board, which carries
// the coordinates; it and their font grow with the board, so that they
// look the same size.
let view = null;
let margin = 34;

// svg makes an SVG element with attributes, appended to parent.
function svg(tag, attrs, parent) {
  const e = document.createElementNS(SVGNS, tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

// cell returns the top-left corner of a square's cell on the drawing.
function cell(row, col) {
  const g = view.geo;
  const x = view.flip ? g.cols - 1 - col : col;
  const y = view.flip ? row : g.rows - 1 - row;
  return [margin + x * UNIT, margin + y * UNIT];
}

function centre(name) {
  const s = view.byName.get(name);
  const [x, y] = cell(s.row, s.col);
  return [x + UNIT / 2, y + UNIT / 2];
}

// draw draws view on the SVG element board. view is {geo: game.squares(),
// byName: name -> square, variant: its name, turn, flip, numbers, last:
// game.lastMove(), pieces: game.pieces(), route: the squares clicked so
// far, candidates: the legal moves whose route begins with them, preview:
// a move whose route and captures to show, or null}.
export function draw(board, v) {
  view = v;
  const g = v.geo;
  while (board.firstChild) board.removeChild(board.firstChild);
  const n = Math.max(g.rows, g.cols);
  margin = Math.round(4.25 * n);
  const width = g.cols * UNIT + 2 * margin, height = g.rows * UNIT + 2 * margin;
  board.setAttribute("viewBox", `0 0 ${width} ${height}`);
  board.style.aspectRatio = `${width} / ${height}`;
  board.setAttribute("aria-label", `${v.variant} board, ${v.turn} to move`);
  svg("rect", { width, height, rx: 10, fill: COLORS.frame }, board);

  drawCells(board);
  drawCoordinates(board);
  drawMarks(board);
  drawPieces(board);
  drawPreview(board);
  drawTargets(board);
}

function drawCells(board) {
  const g = view.geo;
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
  const g = view.geo;
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
  if (!view.numbers) return;
  const dark = g.layout.startsWith("dark");
  const n = svg("g", { fill: dark ? COLORS.number : COLORS.numberLight, "font-size": 20, "font-family": "sans-serif" }, board);
  for (const s of g.squares) {
    const [x, y] = cell(s.row, s.col);
    svg("text", { x: x + 6, y: y + 22 }, n).textContent = String(s.number);
  }
}

function tint(board, name, fill, cls) {
  const s = view.byName.get(name);
  if (!s) return;
  const [x, y] = cell(s.row, s.col);
  if (view.geo.layout === "points") {
    svg("circle", { cx: x + UNIT / 2, cy: y + UNIT / 2, r: 46, fill, class: cls }, board);
  } else {
    svg("rect", { x, y, width: UNIT, height: UNIT, fill, class: cls }, board);
  }
}

// drawMarks marks the last move, the squares clicked so far, the next
// landing squares (class "dest") and the final squares further on
// (class "dest end").
function drawMarks(board) {
  if (view.last) for (const s of view.last.path) tint(board, s, COLORS.last, "last");
  for (const s of view.route) tint(board, s, COLORS.route, "selected");
  if (view.route.length === 0) return;
  const now = view.candidates;
  const next = new Set(now.map((m) => m.path[view.route.length]).filter(Boolean));
  const ends = new Set(now.map((m) => m.to).filter((s) => !next.has(s)));
  const occupied = new Set(view.pieces.map((p) => p.square));
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
  for (const p of view.pieces) {
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

// drawPreview draws the route of the move being chosen among several
// that end on the same square, as a line through its landing squares,
// and crosses out the pieces it takes (class "taken").
function drawPreview(board) {
  const m = view.preview;
  if (!m) return;
  const points = m.path.map((s) => centre(s).join(",")).join(" ");
  svg("polyline", { points, fill: "none", stroke: COLORS.route.replace(".55", ".9"), "stroke-width": 12, "stroke-linecap": "round", "stroke-linejoin": "round", class: "preview" }, board);
  for (const s of m.captures) {
    const [cx, cy] = centre(s);
    const x = svg("g", { stroke: COLORS.taken, "stroke-width": 9, "stroke-linecap": "round", class: "taken", "data-square": s }, board);
    svg("line", { x1: cx - 22, y1: cy - 22, x2: cx + 22, y2: cy + 22 }, x);
    svg("line", { x1: cx - 22, y1: cy + 22, x2: cx + 22, y2: cy - 22 }, x);
  }
}

// drawTargets lays a transparent square over each playable square to
// take the clicks.
function drawTargets(board) {
  for (const s of view.geo.squares) {
    const [x, y] = cell(s.row, s.col);
    const r = svg("rect", { x, y, width: UNIT, height: UNIT, class: "hit", "data-square": s.name }, board);
    svg("title", {}, r).textContent = s.label;
  }
}
