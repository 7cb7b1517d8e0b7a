// Package dxp speaks the DamExchange Protocol (DXP), with which draughts
// programs (Kingsrow, Moby Dam, Scan, Dam 2.x and others) play International
// draughts against each other over a TCP connection.
//
// # The protocol
//
// DXP has two layers. Layer 1 is a TCP connection between two programs;
// layer 2 is the messages exchanged over it. Each message is a string of
// ASCII characters ended by a NUL byte, and its first character, the
// header, names its type. The program that opens a game is the initiator,
// the other the follower:
//
//   - the initiator sends GAMEREQ, and the follower answers with GAMEACC;
//   - the sides then send MOVE messages in strict turn, forced moves
//     included;
//   - the side to move ends the game by sending GAMEEND in place of a MOVE,
//     and the other answers with a GAMEEND of its own (whose reason is 0);
//   - the initiator may then send GAMEREQ again, for the next game;
//   - BACKREQ and BACKACC take moves back (meant for a human at one end),
//     and CHAT carries free text at any moment, in a game or between games.
//
// Numbers are written in a fixed number of decimal digits with leading
// zeroes, names in exactly 32 characters padded with spaces. Squares are
// numbered 1 to 50 as in International draughts, from the top left as White
// sees the board, which is also the library's numbering
// ([variant.Variant.Numbering]). Colours are W (white) and Z (zwart, black).
//
//	CHAT     C text                         1 to 126 characters of text
//	GAMEREQ  R vv name c mmm nnn A          version "01", the initiator's name (32), the
//	                                        follower's colour, minutes per side for the game,
//	                                        moves in that time (000: no limit), A: the initial position
//	         R vv name c mmm nnn B t sq     or B, the side to move and squares 1-50, each
//	                                        e (empty), w, z (men), W, Z (kings)
//	GAMEACC  A name a                       the follower's name (32), acceptance: 0 accepted,
//	                                        1 not this protocol version, 2 not this game
//	                                        (another is welcome), 3 no game at all
//	MOVE     M tttt ff tt nn xx...          seconds used (4), from, to, number captured,
//	                                        and that many captured squares, in any order
//	GAMEEND  E r s                          reason: 0 none given, 1 I lose, 2 draw, 3 I win;
//	                                        stop: 0 another game is welcome, 1 no more games
//	BACKREQ  B mmm c                        move number 001-999 and the side to move there
//	BACKACC  K a                            0 accepted, 1 not supported, 2 refused
//
// So White's opening 32-28 is "M0000322800", and 5x25 taking 22, 12, 23 and
// 20 after twelve seconds is "M001205250422122320".
//
// Source: the protocol description of the DamExchange project, in Dutch
// and English, at http://www.mesander.nl/damexchange/ (layer 2 in
// edxplg2.htm; the messages in echat.htm, egamereq.htm, egameacc.htm,
// emove.htm, egameend.htm and backreq.htm). It bounds a message to 127
// characters; the header K and the codes of BACKACC are those the
// protocol's implementations use.
//
// # Choices
//
// [Parse] checks every field: the exact length of each message, digits
// where numbers go, squares 01 to 50, at most 20 captured pieces, colours W
// and Z, the squares of a position. It accepts any digit in the codes of
// GAMEACC, GAMEEND (reason) and BACKACC, so that a code the description
// does not define still reads (a GAMEACC other than 0 is a refusal), and any
// byte but NUL in names and chat. A [Conn] refuses a message longer than
// [MaxMessageLen] bytes, four kilobytes, far beyond what the protocol
// needs, without reading it into memory.
//
// A MOVE names a move by its from and to squares and its captured pieces.
// The library's move is found among the legal moves of the position
// ([Move.BoardMove]); a capture sent without its captured pieces, which
// some programs do, is accepted when only one legal capture goes from and
// to those squares. Moves sent by this package always list the captured
// pieces.
//
// # Playing
//
// The package has the two doors every protocol of the module has, with
// the same [Options] for both (ID, Timeout and Limit mean what they mean
// in package hub's):
//
//   - a client: a [Client] drives a remote DXP program from Go as the
//     initiator; it is an [engine.Engine], which package match drives, made
//     by [Dial] (or [NewClient] on a connection of one's own), with the
//     peer's identity in Client.ID;
//   - a server: [Serve] lets any local [engine.Searcher] play as the
//     follower on a connection, game after game, and [Initiate] (or
//     [Connect], which dials first) lets it play as the initiator.
//
// Its listener is a [Server], which accepts the programs that connect to
// an address ([Server.ListenAndServe], which reports the address it
// listens on to OnListen) or to a listener of one's own ([Server.Serve]),
// and plays each as Serve does, several at
// once, for a listener that programs one does not control may reach: it
// caps the games played at once, waits for a silent peer a minute, and
// lets no game request make the local player think longer than
// [Options.MaxMoveTime] over a move.
//
// A GAMEEND the peer sends in place of a move ends the game by the rules
// where they decide (a resignation, a draw a rule lets it claim), else as
// it says, by adjudication: its win for "I win", a draw for "draw" and for
// no reason given. A Client reports it as an *EndError of the kind of
// package engine its reason gives; a local player's games go to
// Options.OnGame with that result. A Client keeps the peer's clock by the
// time control it asked for ([Client.TimeLeft]).
//
// Every wait for the peer is bounded by a timeout and by the caller's
// context, so that a silent or dead peer never hangs the caller, and a
// search stops when the peer closes the connection. A peer's faults wrap
// the kinds of package engine (ErrIllegalMove wraps engine.ErrIllegalMove,
// ErrTimeout engine.ErrTimeout). BACKREQ is answered "not supported".
package dxp
