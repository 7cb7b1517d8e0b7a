// Package lidraughts plays on a lidraughts server (lidraughts.org or any
// server that speaks its Bot API) as a bot: a [Bot] reads the account's
// event stream, accepts or declines each challenge by variant and time
// control, plays every game it accepts at once, each through an engine of
// its own (any [engine.Engine]: the built-in player, a Hub program), moves
// within its clock, and writes each finished game as PDN.
//
// The Bot API, as the server documents it (lidraughts-api,
// doc/specs/lidraughts-api.yaml):
//
//	GET  /api/account                          the bot's own id, and its title "BOT"
//	GET  /api/stream/event                     challenges and game starts, as ndjson
//	POST /api/challenge/{id}/accept|decline
//	GET  /api/bot/game/stream/{id}             a gameFull line, then gameState lines
//	POST /api/bot/game/{id}/move/{move}        a move in the UCI form ("3227")
//	POST /api/bot/game/{id}/resign|abort
//
// each with the header "Authorization: Bearer TOKEN", sent to the
// server's origin alone (a redirect elsewhere is refused), the ids escaped
// as one segment of the path each. Moves travel in lidraughts' UCI form
// ([ParseUCI], [FormatUCI]).
//
// Everything the server sends is bounded: a line of a stream is at most
// MaxLine bytes, a stream silent for longer than [Bot.Idle] is dropped,
// and every request has a deadline. A dropped stream is opened again after
// a wait that doubles from one second to a minute, unless the server
// refuses it for good (a 4xx); the engine's move is checked against the
// rules before it is sent, so the bot never sends an illegal move. The
// games it plays and the challenges it accepted whose games have not
// started are at most [Bot.MaxGames], and so are its game streams and
// engines, however many challenges and game starts the server sends. What
// the server names reaches the log with its control characters escaped.
//
// The forms of its own the server writes live here too: the commands it
// embeds in a PDN move's comment ([ParseCommands], [Commands]:
// "[%clock w1:29:46 B1:29:40]", "[%eval 0.17]").
package lidraughts
