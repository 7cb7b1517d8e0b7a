// Package diagram draws positions of any variant: as text, in ASCII or
// Unicode, for terminals, logs and tests ([Text]), and as SVG pictures for
// web pages and documents ([SVG]).
//
// Every kind of board is drawn: the dark squares of checkered boards (a1
// dark or light, 8x8, 10x10, 12x12), the whole board of 64 squares
// (Turkish, Dameo, Gothic, Hawaii) and Alquerque's points joined by lines.
// The board is drawn as White sees it, a1 at the lower left, or turned
// round ([Options].Flip); files and ranks are written along the edges, the
// square numbers of the variant's numbering on the squares if asked
// ([Options].Numbers). The last move is drawn with its starting square,
// every landing square of a multi-jump and the pieces it captured, and any
// set of squares can be highlighted.
//
// # Text
//
// A text diagram has one line per rank, the top rank first, then a line of
// file letters. Each cell of a square board is three characters wide (four
// with square numbers on boards of more than 9 squares): a mark, the
// content and a mark. The pieces are
//
//	piece         ASCII  Unicode
//	White man     w      ⛀
//	White king    W      ⛁
//	White para    p      △
//	Black man     b      ⛂
//	Black king    B      ⛃
//	Black para    q      ▲
//
// ("para" is Parachute checkers' parachutist). An empty playable square is
// "." ("·" in Unicode), or its number with [Options].Numbers; a square that
// is not played on (a light square) is blank. Alquerque's empty points are
// "+" (box-drawing junctions in Unicode), joined by the lines of the board:
// "-" and "|" along ranks and files, "/" and "\" along diagonals. The marks
// around a cell's content are
//
//	[w]  the last move's starting square and each of its landing squares
//	 x   a square whose piece the last move captured (now empty; "×" in Unicode)
//	(b)  a piece the last move captures that is still on the board (when the
//	     position drawn is the one before the move)
//	<.>  a highlighted square
//
// A square that is both on the last move's route and highlighted shows the
// route's marks.
//
// # SVG
//
// An SVG picture is a self-contained SVG 1.1 document, with no script,
// stylesheet, font or image of its own beyond the generic "sans-serif"
// font family: a frame carrying the coordinates, the board, then the
// pieces. Dark-square boards have light and dark squares; the whole board
// of 64 squares is one colour with grid lines; Alquerque's board is points
// and lines. Men are discs with a ring, kings carry a gold crown,
// parachutists are a parachute canopy; White's are cream, Black's
// near-black. The last move tints its starting and landing squares yellow
// and draws its route as a blue polyline through every landing square,
// ending in an arrowhead; each captured piece, or its empty square, gets a
// red cross. Highlighted squares are tinted green. Each piece is an SVG
// group of class "piece" plus its colour and kind ("piece white king"), for
// stylesheets and scripts that find pieces.
//
// # No board
//
// A nil *variant.Variant, or the zero Variant, which has no board, draws
// nothing: [Text] returns "" and [SVG] returns nil. Neither ever panics.
package diagram
