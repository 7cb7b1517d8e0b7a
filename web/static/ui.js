// The parts of the page that talk with the visitor beside the board: the
// chooser among capture routes that end on the same square, the question
// asked before a game in progress is thrown away, and copying to the
// clipboard with its feedback.

const $ = (id) => document.getElementById(id);

// FLASH_MS is how long a button says "Copied" (or that copying failed).
export const FLASH_MS = 1600;
// CLIPBOARD_WAIT is how long the browser may take to write the clipboard
// before the page tries the older way, in milliseconds.
const CLIPBOARD_WAIT = 1000;

const COUNT = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

export function capitalise(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// ---- the chooser of capture routes ----

let chooser = null; // the open chooser's {pick, preview, cancel}, or null

// routeText writes a move's route in the variant's notation: the labels of
// its squares joined by the capture mark of its text ("29x22x15",
// "c1:a3:c5").
function routeText(m, label) {
  const mark = (m.text.match(/[^0-9a-z]/i) || ["x"])[0];
  return m.path.map(label).join(mark);
}

// chooseRoute shows, over the board, the moves (two or more captures that
// all end on the square labelled to) to choose from: one button each,
// with its route and the pieces it takes, and Cancel. label gives a
// square's label from its name. It calls pick(move) with the move chosen,
// cancel() when the visitor cancels, and preview(move) with the move an
// option points at, so that the board can show its route. place, "top" or
// "bottom", is the edge of the board it goes to, away from the routes.
export function chooseRoute(moves, to, label, { pick, cancel, preview, place }) {
  const box = $("chooser");
  box.textContent = "";
  box.className = "chooser " + (place === "bottom" ? "bottom" : "top");
  const title = document.createElement("p");
  title.id = "chooser-title";
  title.className = "title";
  title.textContent = `${capitalise(COUNT[moves.length] || String(moves.length))} ways to capture to ${to}: which pieces do you take?`;
  box.appendChild(title);
  for (const m of moves) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "route";
    b.dataset.move = m.text;
    const path = document.createElement("span");
    path.className = "path";
    path.textContent = routeText(m, label);
    const takes = document.createElement("span");
    takes.className = "takes";
    takes.textContent = "takes " + m.captures.map(label).join(", ");
    b.append(path, takes);
    b.addEventListener("click", () => {
      closeChooser();
      pick(m);
    });
    b.addEventListener("mouseenter", () => preview(m));
    b.addEventListener("focus", () => preview(m));
    box.appendChild(b);
  }
  const no = document.createElement("button");
  no.type = "button";
  no.className = "cancel";
  no.textContent = "Cancel";
  no.addEventListener("click", () => {
    closeChooser();
    cancel();
  });
  box.appendChild(no);
  chooser = { pick, cancel, preview };
  box.hidden = false;
  box.querySelector("button.route").focus({ preventScroll: true });
}

// closeChooser hides the chooser, if it is open, without choosing.
export function closeChooser() {
  chooser = null;
  const box = $("chooser");
  if (box) box.hidden = true;
}

// chooserOpen reports whether the chooser is showing.
export function chooserOpen() {
  return chooser !== null;
}

document.addEventListener("keydown", (e) => {
  if (e.key !== "Escape" || !chooser) return;
  const { cancel } = chooser;
  closeChooser();
  cancel();
});

// ---- questions ----

// ask puts question to the visitor in the page's dialog (#confirm) with
// the answers yes and no, and resolves to true if the answer is yes.
// Escape answers no.
export function ask(question, yes, no) {
  const d = $("confirm");
  if (typeof d.showModal !== "function") return Promise.resolve(window.confirm(question));
  $("confirm-text").textContent = question;
  const yesButton = $("confirm-yes"), noButton = $("confirm-no");
  yesButton.textContent = yes;
  noButton.textContent = no;
  return new Promise((resolve) => {
    const answer = (value) => () => {
      yesButton.removeEventListener("click", onYes);
      noButton.removeEventListener("click", onNo);
      d.removeEventListener("cancel", onCancel);
      if (d.open) d.close();
      resolve(value);
    };
    const onYes = answer(true), onNo = answer(false);
    const onCancel = (e) => {
      e.preventDefault();
      onNo();
    };
    yesButton.addEventListener("click", onYes);
    noButton.addEventListener("click", onNo);
    d.addEventListener("cancel", onCancel);
    d.showModal();
    noButton.focus();
  });
}

// ---- the clipboard ----

// copyField copies the text of the field to the clipboard and says so on
// the button: "Copied" for a moment, or "Not copied" when the browser
// refuses, and then fail is told how to copy by hand (the text is left
// selected). It resolves to whether the text was copied.
export async function copyField(field, button, fail) {
  let ok = true;
  try {
    await writeClipboard(field);
  } catch (e) {
    ok = false;
  }
  flash(button, ok ? "Copied" : "Not copied", ok ? "copied" : "refused");
  if (!ok) {
    field.focus();
    field.select();
    fail("The browser did not let the page copy. The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.");
  }
  return ok;
}

// writeClipboard writes the field's text to the clipboard, with the
// Clipboard API where the page may use it, else by selecting the text and
// the older copy command; it throws when neither works.
async function writeClipboard(field) {
  const clip = navigator.clipboard;
  if (clip && typeof clip.writeText === "function" && window.isSecureContext) {
    try {
      // A browser may leave the promise pending (a permission never
      // asked for): waiting stops after a while.
      await Promise.race([clip.writeText(field.value), new Promise((_, reject) => setTimeout(reject, CLIPBOARD_WAIT))]);
      return;
    } catch (e) { /* refused: try the older way */ }
  }
  field.select();
  let done = false;
  try {
    done = document.execCommand("copy");
  } catch (e) { /* not supported */ }
  if (!done) throw new Error("copying refused");
}

// flash shows text on the button for FLASH_MS, with the class cls, then
// its own label again.
function flash(button, text, cls) {
  if (!button.dataset.label) button.dataset.label = button.textContent;
  clearTimeout(Number(button.dataset.timer || 0));
  button.classList.remove("copied", "refused");
  button.classList.add(cls);
  button.textContent = text;
  button.dataset.timer = String(setTimeout(() => {
    button.textContent = button.dataset.label;
    button.classList.remove(cls);
  }, FLASH_MS));
}
