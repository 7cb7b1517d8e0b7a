// The page's self-test, loaded by app.js when the page is opened with
// ?selftest=1 (the tests serve it beside the page; see browser_test.go).
// It plays by clicking where the squares and buttons are drawn, checking
// first that they are in view and not covered, and writes one line per
// section into #selftest-log, "ok NAME" or "FAIL NAME: why", and the
// outcome, "SELFTEST OK" or "SELFTEST FAIL: why", into #selftest. It stops
// at the first failure, leaving the page as it failed for a screenshot.
//
// ?size=WxH is the window size the browser was started with, checked
// against the page's viewport.

import { FLASH_MS } from "./ui.js";

const $ = (id) => document.getElementById(id);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let page = null; // app.js's {state, RANDOM_DELAY, BUILTIN_TIME}

function expect(what, got, want) {
  const g = JSON.stringify(got), w = JSON.stringify(want);
  if (g !== w) throw new Error(`${what}: got ${g}, want ${w}`);
}

function check(what, ok, why) {
  if (!ok) throw new Error(`${what}: ${why}`);
}

// until waits for cond to hold, for up to two seconds.
async function until(what, cond) {
  for (let i = 0; i < 200; i++) {
    if (cond()) return;
    await sleep(10);
  }
  throw new Error("timed out waiting for " + what);
}

function rectText(r) {
  return `${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`;
}

// inView checks that the element's box lies inside the viewport.
function inView(what, e) {
  const r = e.getBoundingClientRect();
  check(what + " in view", r.width > 0 && r.height > 0 && r.left >= -0.5 && r.top >= -0.5 &&
    r.right <= window.innerWidth + 0.5 && r.bottom <= window.innerHeight + 0.5,
  `box ${rectText(r)} in a ${window.innerWidth}x${window.innerHeight} viewport`);
  return r;
}

// clickAt clicks the element that is drawn at the centre of e, which must
// be e or inside it: what a visitor's click there would hit.
function clickAt(what, e) {
  const r = e.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  check(what + " clickable", hit && (hit === e || e.contains(hit)),
    `${hit ? hit.tagName + (hit.id ? "#" + hit.id : "") : "nothing"} is drawn over it at ${Math.round(x)},${Math.round(y)}`);
  hit.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window, clientX: x, clientY: y }));
}

// press clicks a button (or any element) where it is drawn, scrolled into
// view as a visitor would scroll to it.
function press(e, what) {
  what = what || "#" + e.id;
  check(what, !e.hidden && !e.disabled, "hidden or disabled");
  e.scrollIntoView({ block: "nearest", inline: "nearest" });
  inView(what, e);
  clickAt(what, e);
}

// clickSquare clicks a square, by label or name, where it is drawn, the
// whole board in view.
function clickSquare(name) {
  const s = page.state.geo.squares.find((q) => q.label === name || q.name === name);
  if (!s) throw new Error("no square " + name);
  const wrap = document.querySelector(".board-wrap");
  wrap.scrollIntoView({ block: "nearest", inline: "nearest" });
  inView("the board", $("board"));
  clickAt("square " + name, document.querySelector(`#board .hit[data-square="${s.name}"]`));
}

// label is a square's label from its name.
function label(name) {
  return page.state.byName.get(name).label;
}

function lit() {
  return Array.from(document.querySelectorAll("#board .dest"), (e) => label(e.getAttribute("data-square"))).sort();
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

function dialogOpen() {
  return $("confirm").open;
}

// startVariant starts a new game of the variant, answering yes if the
// page asks before throwing the game away.
async function startVariant(name) {
  choose("variant", name);
  if (dialogOpen()) {
    press($("confirm-yes"));
    await until("the new game of " + name, () => !dialogOpen() && page.state.variant.name === name);
  }
  expect("variant", page.state.variant.name, name);
  if (page.state.game.history().length > 0) press($("new"));
  expect("a new game", page.state.game.history(), []);
}

// resign presses Resign, checks the question it asks, and answers it:
// yes resigns, no plays on.
async function resign(yes) {
  press($("resign"));
  await until("the question before resigning", () => dialogOpen());
  inView("the question before resigning", $("confirm"));
  check("resign question", /^(White|Black) resigns: (white|black) wins the game\. Resign\?$/.test($("confirm-text").textContent), $("confirm-text").textContent);
  press(yes ? $("confirm-yes") : $("confirm-no"), yes ? "Resign" : "Play on");
  await until("the question to close", () => !dialogOpen());
  await sleep(20);
}

async function load(text) {
  $("load").value = text;
  press($("loadbtn"));
}

function message() {
  return { kind: $("message").className.replace("message", "").trim(), text: $("message").textContent };
}

// ---- the sections ----

// The window is the size the browser was asked for, and the board fits
// in it without scrolling, for boards of every size: at the top of the
// page, the whole board, the status and the first buttons are in view,
// nothing is wider than the window; on a desktop the panel is beside the
// board, and on a phone held sideways the board stays in view when the
// page scrolls to the panel.
async function layout() {
  const size = new URLSearchParams(location.search).get("size");
  if (size) expect("viewport", `${window.innerWidth}x${window.innerHeight}`, size);
  const w = window.innerWidth, h = window.innerHeight;
  for (const name of ["international", "english", "canadian", "alquerque"]) {
    await startVariant(name);
    window.scrollTo(0, 0);
    const board = inView(name + " board at the top", $("board"));
    check(name + " board size", board.width >= Math.min(260, 0.6 * Math.min(w, h)), `only ${Math.round(board.width)}px wide`);
    inView(name + " status at the top", $("status"));
    inView("New game at the top", $("new"));
    check("no sideways scrolling", document.documentElement.scrollWidth <= w, `page ${document.documentElement.scrollWidth}px wide`);
    for (const e of document.querySelectorAll("header label")) inView("header " + e.textContent.trim().split(/\s/)[0], e);
    const panel = document.querySelector(".panel").getBoundingClientRect();
    if (w >= 1000) {
      check("panel beside the board", panel.left >= board.right && panel.top < h / 2, `panel at ${rectText(panel)}, board ${rectText(board)}`);
    }
    if (w > h && h < 560) {
      const status = $("status").getBoundingClientRect();
      check("status beside the board", status.left >= board.right, `status at ${rectText(status)}, board ${rectText(board)}`);
      window.scrollTo(0, document.documentElement.scrollHeight);
      inView(name + " board with the page scrolled down", $("board"));
      window.scrollTo(0, 0);
    }
  }
  await startVariant("international");
}

// Moves by clicks: English, an International double capture clicked by
// its end square, Russian captures square by square and by end square, a
// PDN pasted in, the random and the built-in player, an illegal click.
async function moves() {
  await startVariant("english");
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
  expect("fen", $("fen").value, page.state.game.fen());
  check("PDN", $("pdn").value.includes("15x22"), "no 15x22 in it");
  press($("undo"));
  expect("after undo", listed(), ["11-15", "22-18"]);

  await startVariant("international");
  await load("W:W32:B28,18");
  expect("loaded fen", $("fen").value, "W:W32:B18,28");
  clickSquare("32");
  expect("landing and end squares", lit(), ["12", "23"]);
  clickSquare("12");
  expect("international list", listed(), ["32x12"]);
  check("game over after 32x12", page.state.game.result().over, "it goes on");
  check("status", $("status").textContent.startsWith("White wins"), $("status").textContent);

  await startVariant("russian");
  await load("W:Wb6:Bc7,f6");
  clickSquare("b6");
  expect("russian first landing", lit(), ["d8", "g5", "h4"]);
  clickSquare("d8");
  expect("russian route so far", page.state.route, ["b6", "d8"]);
  expect("russian next landing", lit(), ["g5", "h4"]);
  clickSquare("h4");
  expect("russian list", listed(), ["b6:h4"]);
  press($("undo"));
  clickSquare("b6");
  clickSquare("g5");
  expect("russian by end square", listed(), ["b6:g5"]);

  await startVariant("english");
  await load('[GameType "21"]\n1. 11-15 23-19 *');
  expect("pdn list", listed(), ["11-15", "23-19"]);

  await startVariant("english");
  choose("opponent", "random:white");
  clickSquare("9");
  clickSquare("14");
  await sleep(page.RANDOM_DELAY * 3);
  expect("random reply", listed().length, 2);
  press($("undo"));
  expect("undo against random", listed().length, 0);

  choose("opponent", "builtin:white");
  clickSquare("9");
  clickSquare("14");
  await sleep(page.RANDOM_DELAY + page.BUILTIN_TIME * 4);
  expect("built-in reply", listed().length, 2);
  press($("undo"));
  expect("undo against the built-in player", listed().length, 0);
  choose("opponent", "none");

  clickSquare("21");
  expect("nothing selected", page.state.route, []);
  check("diagram", page.state.game.svg({}).startsWith("<svg"), "no SVG");
}

// Text that is neither a FEN nor PDN says so and what was expected, and
// leaves the game as it was.
async function loadNeither() {
  await startVariant("english");
  clickSquare("11");
  clickSquare("15");
  await load("hello world");
  const m = message();
  expect("message kind", m.kind, "error");
  check("message", m.text.startsWith('not a FEN or PDN game: "hello" at line 1, column 1 is neither a FEN'), m.text);
  check("message names a FEN and PDN", m.text.includes("W:W31-50:B1-20") && m.text.includes("[GameType"), m.text);
  inView("the message", $("message"));
  expect("game kept", [page.state.variant.name, listed()], ["english", ["11-15"]]);
  await load("{only a comment}");
  check("comment only", message().text.startsWith("not a FEN or PDN game: no position, tags or moves"), message().text);
  await load("   ");
  expect("nothing pasted", message(), { kind: "error", text: "Paste a FEN or a PDN game first." });
  await load("W:W31-50:B1-20");
  check("FEN of another board", message().text.startsWith("not a position of english (its squares are numbered 1 to 32)"), message().text);
  expect("game still kept", listed(), ["11-15"]);
}

// An untagged game of another variant is read under the variant it
// replays under, and the page says it switched; one no variant replays
// says what was expected; a tagged one switches to its variant.
async function loadInfer() {
  await startVariant("international");
  await load("1. 11-15 23-19 2. 8-11 22-17 *");
  expect("inferred variant", [page.state.variant.name, $("variant").value], ["english", "english"]);
  expect("inferred game", listed(), ["11-15", "23-19", "8-11", "22-17"]);
  const note = "This game names no variant and does not replay as International, but it does as English: the variant is now English.";
  expect("load message", message(), { kind: "info", text: note });
  check("status note", $("status").textContent.includes(note), $("status").textContent);
  inView("the board after loading", document.querySelector(".board-wrap"));

  await load("1. 11-15 11-15 *");
  const m = message();
  expect("no variant kind", m.kind, "error");
  check("no variant message", m.text.startsWith("not a game of english, nor of any other variant: it names none (no GameType tag); as english it fails at line 1, column 10") &&
    m.text.endsWith("Choose its variant and load it again, or add a GameType tag."), m.text);
  expect("game kept", [page.state.variant.name, listed().length], ["english", 4]);

  await load('[GameType "20"]\n1. 32-28 19-23 *');
  expect("tagged variant", [page.state.variant.name, listed()], ["international", ["32-28", "19-23"]]);
  expect("tagged message", message().text, "The game's tags name International: the variant is now International.");
}

// A square two capture routes end on offers both, with the pieces each
// takes, shows the one pointed at on the board, and plays the one chosen;
// Cancel and Escape play nothing; a landing square clicked first still
// picks the route.
async function captureRoutes() {
  await startVariant("english");
  const n = label;
  await load(`W:W${n("c1")}:B${["b2", "b4", "d2", "d4"].map(n).join(",")}`);
  const viaA3 = [n("c1"), n("a3"), n("c5")], viaE3 = [n("c1"), n("e3"), n("c5")];
  clickSquare("c1");
  expect("landings and end", lit(), [n("a3"), n("c5"), n("e3")].sort());
  clickSquare("c5");
  const box = $("chooser");
  check("chooser", !box.hidden, "not shown");
  const r = inView("the chooser", box);
  const b = $("board").getBoundingClientRect();
  check("chooser over the board", r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom, `chooser ${rectText(r)}, board ${rectText(b)}`);
  const routes = Array.from(box.querySelectorAll("button.route"));
  expect("routes offered", routes.map((e) => e.querySelector(".path").textContent).sort(), [viaA3.join("x"), viaE3.join("x")].sort());
  expect("title", box.querySelector(".title").textContent, `Two ways to capture to ${n("c5")}: which pieces do you take?`);
  const taken = () => Array.from(document.querySelectorAll("#board .taken"), (e) => label(e.getAttribute("data-square"))).sort();
  const takes = (e) => e.querySelector(".takes").textContent.replace("takes ", "").split(", ").sort();
  expect("first route previewed", taken(), takes(routes[0]));
  routes[1].dispatchEvent(new MouseEvent("mouseenter"));
  expect("second route previewed", taken(), takes(routes[1]));
  expect("status hint", $("status").querySelector(".hint").textContent, "Choose the route of the capture.");

  press(box.querySelector("button.cancel"), "Cancel");
  expect("cancelled", [box.hidden, listed(), taken()], [true, [], []]);
  clickSquare("c5");
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  expect("escaped", [box.hidden, listed()], [true, []]);

  clickSquare("c5");
  const viaE = Array.from(box.querySelectorAll("button.route")).find((e) => e.querySelector(".path").textContent === viaE3.join("x"));
  press(viaE, "the route through e3");
  expect("played via e3", listed().length, 1);
  const left = page.state.game.pieces().map((p) => p.square).sort();
  expect("pieces after the e3 route", left, ["b2", "b4", "c5"]);
  press($("undo"));

  clickSquare("c1");
  clickSquare("a3");
  expect("played via a3", page.state.game.pieces().map((p) => p.square).sort(), ["c5", "d2", "d4"]);
}

// The copy buttons say "Copied" for a moment, or that the browser refused,
// with a way to copy by hand; and in this browser, as it is, one or the
// other.
async function copy() {
  await startVariant("english");
  const button = document.querySelector('[data-copy="fen"]');
  const own = Object.getOwnPropertyDescriptor(navigator, "clipboard");
  const exec = document.execCommand;
  let written = null;
  try {
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: (t) => { written = t; return Promise.resolve(); } } });
    document.execCommand = () => { written = $("fen").value; return true; };
    press(button, "Copy");
    await until("Copied", () => button.textContent === "Copied");
    expect("copied text", written, $("fen").value);
    await sleep(FLASH_MS + 200);
    expect("label back", button.textContent, "Copy");

    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: () => Promise.reject(new Error("NotAllowedError")) } });
    document.execCommand = () => false;
    press(button, "Copy");
    await until("Not copied", () => button.textContent === "Not copied");
    const m = message();
    expect("refusal", m, { kind: "error", text: "The browser did not let the page copy. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it." });
    await sleep(FLASH_MS + 200);
    expect("label back after refusal", button.textContent, "Copy");
  } finally {
    document.execCommand = exec;
    if (own) Object.defineProperty(navigator, "clipboard", own);
    else delete navigator.clipboard;
  }
  const pdnButton = document.querySelector('[data-copy="pdn"]');
  press(pdnButton, "Copy PDN");
  await until("feedback from the real clipboard", () => pdnButton.textContent === "Copied" || pdnButton.textContent === "Not copied");
}

// Changing the variant asks before throwing away a game in progress, and
// not when no move has been played or the game is over.
async function confirmVariant() {
  await startVariant("english");
  choose("variant", "international");
  expect("no question without a move", [dialogOpen(), page.state.variant.name], [false, "international"]);
  choose("variant", "english");
  clickSquare("11");
  clickSquare("15");
  choose("variant", "international");
  check("asked", dialogOpen(), "no question");
  const d = inView("the question", $("confirm"));
  check("question", $("confirm-text").textContent.startsWith("Start a new game of International? The game of English in progress (1 move) will be lost."), $("confirm-text").textContent);
  expect("menu until answered", $("variant").value, "english");
  press($("confirm-no"), "Keep this game");
  await until("the dialog to close", () => !dialogOpen());
  await sleep(50); // time for a wrong answer to start a new game
  expect("kept", [page.state.variant.name, $("variant").value, listed()], ["english", "english", ["11-15"]]);
  choose("variant", "international");
  $("confirm").dispatchEvent(new Event("cancel", { cancelable: true })); // Escape
  await sleep(50);
  expect("kept on Escape", [dialogOpen(), page.state.variant.name, listed()], [false, "english", ["11-15"]]);
  choose("variant", "international");
  press($("confirm-yes"), "Play International");
  await until("the new game", () => !dialogOpen() && page.state.variant.name === "international");
  expect("switched", [page.state.variant.name, listed()], ["international", []]);
  check("dialog size", d.width > 0, "empty");

  choose("variant", "english");
  clickSquare("11");
  clickSquare("15");
  await resign(true);
  choose("variant", "international");
  expect("no question when over", [dialogOpen(), page.state.variant.name], [false, "international"]);
}

// The ends beside the moves: a resignation, English repetition claimed
// before the move, and draw offers between two players and against the
// computer.
async function ending() {
  await startVariant("english");
  expect("no claim at the start", shown("#claims button"), []);
  expect("no accept without an offer", shown("#accept"), []);
  // Resign asks first: No plays on, Yes resigns.
  await resign(false);
  expect("played on", page.state.game.result().over, false);
  await resign(true);
  expect("resigned", page.state.game.result(), { status: "white wins", reason: "resignation", over: true, text: "white wins: resignation", winner: "white" });
  expect("resignation status", statusLine(), "Black resigned: white wins.");
  expect("no resigning when over", [$("resign").disabled, $("offer").disabled], [true, true]);
  // The status says Undo goes back, and it does, with no move played:
  // the resignation is taken back.
  check("undo hint", $("status").textContent.includes("Undo to go back"), $("status").textContent);
  press($("undo"));
  expect("resignation taken back", [page.state.game.result().over, page.state.game.history(), $("resign").disabled], [false, [], false]);
  expect("undo spent", $("undo").disabled, true);

  // English repetition: the kings shuttle until White's 28-32 would make
  // the start position stand for the third time; White claims before
  // making it, and the claim plays it.
  await load("B:WK32:BK1");
  const shuttle = ["1-5", "32-28", "5-1", "28-32", "1-5", "32-28", "5-1"];
  for (const mv of shuttle) {
    expect("no claim before " + mv, shown("#claims button"), []);
    const [from, to] = mv.split("-");
    clickSquare(from);
    clickSquare(to);
  }
  expect("shuttle", listed(), shuttle);
  expect("claim button", shown("#claims button"), ["Claim draw (repetition) with 28-32"]);
  // The open claim is in view at the top of the page, with the endgame
  // database's line shown (the tests serve a stand-in for it), and the
  // status says a draw may be claimed.
  await until("the endgame database's line", () => !$("endgame").hidden);
  window.scrollTo(0, 0);
  inView("the claim button at the top of the page, the database line shown", document.querySelector("#claims button"));
  check("claim hint", $("status").textContent.includes("A draw may be claimed"), $("status").textContent);
  press(document.querySelector("#claims button"), "the claim button");
  expect("claimed", page.state.game.result(), { status: "drawn", reason: "repetition", over: true, text: "drawn: repetition", rule: "repetition" });
  expect("claim played 28-32", listed(), shuttle.concat(["28-32"]));
  expect("claim status", statusLine(), "Drawn: repetition.");
  expect("no claim when over", shown("#claims button"), []);
  press($("undo"));
  expect("claim again after undo", shown("#claims button"), ["Claim draw (repetition) with 28-32"]);

  // Two players: Black offers, and the offer stands through Black's move;
  // White plays on, declining it; White offers, and Black accepts.
  await startVariant("english");
  press($("offer"));
  expect("offered", page.state.game.drawOffer(), "black");
  expect("offer once", $("offer").disabled, true);
  expect("accept for White", shown("#accept"), ["Accept draw (White)"]);
  clickSquare("11");
  clickSquare("15");
  expect("offer stands through Black's move", shown("#accept"), ["Accept draw (White)"]);
  clickSquare("22");
  clickSquare("18");
  expect("declined", [page.state.game.drawOffer(), shown("#accept")], [null, []]);
  check("declined status", $("status").textContent.includes("White played on: the draw offer is declined."), $("status").textContent);
  clickSquare("15");
  clickSquare("22");
  press($("offer"));
  expect("White offers", page.state.game.drawOffer(), "white");
  expect("accept for Black", shown("#accept"), ["Accept draw (Black)"]);
  press($("accept"));
  expect("agreed", page.state.game.result(), { status: "drawn", reason: "agreement", over: true, text: "drawn: agreement" });
  expect("agreement status", statusLine(), "Drawn by agreement.");
  expect("no accept when over", shown("#accept"), []);

  // The random player declines an offer by playing on.
  await startVariant("english");
  choose("opponent", "random:white");
  press($("offer"));
  expect("offered to the computer", page.state.game.drawOffer(), "black");
  expect("the computer accepts nothing", shown("#accept"), []);
  clickSquare("9");
  clickSquare("14");
  await sleep(page.RANDOM_DELAY * 3);
  expect("random plays on", listed().length, 2);
  expect("declined by the computer", [page.state.game.drawOffer(), page.state.game.result().over], [null, false]);
  check("status", $("status").textContent.includes("White played on"), $("status").textContent);
  choose("opponent", "none");
}

// SECTIONS are run in order; the tests expect every name.
const SECTIONS = [
  ["layout", layout],
  ["moves", moves],
  ["load-neither", loadNeither],
  ["load-infer", loadInfer],
  ["capture-routes", captureRoutes],
  ["copy", copy],
  ["confirm-variant", confirmVariant],
  ["ending", ending],
];

// pinView makes the browser's screenshot, which is of the top of the page
// however far it is scrolled, show what is in view: the page is scrolled
// back to the top and shifted up by as much, and what stays in view as
// the page scrolls (position: sticky) is shifted back to where it was.
function pinView() {
  const y = window.scrollY;
  if (y === 0) return;
  const sticky = Array.from(document.querySelectorAll("body *")).filter((e) => getComputedStyle(e).position === "sticky");
  const before = sticky.map((e) => e.getBoundingClientRect().top);
  window.scrollTo(0, 0);
  document.body.style.transform = `translateY(${-y}px)`;
  sticky.forEach((e, i) => {
    e.style.transform = `translateY(${before[i] - e.getBoundingClientRect().top}px)`;
  });
}

// run runs the sections with the page's internals p, and writes the
// outcome.
export async function run(p) {
  page = p;
  const log = $("selftest-log");
  for (const [name, f] of SECTIONS) {
    try {
      await f();
    } catch (e) {
      log.textContent += `FAIL ${name}: ${e.message}\n`;
      $("selftest").textContent = `SELFTEST FAIL: ${name}: ${e.message}`;
      pinView();
      return;
    }
    log.textContent += `ok ${name}\n`;
  }
  $("selftest").textContent = "SELFTEST OK";
}
