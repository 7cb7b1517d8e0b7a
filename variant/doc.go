// Package variant describes the rules of each draughts variant as data: a
// [Variant] value drives the one move generator and the one capture search
// of package movegen, and plays moves under its rules ([Variant.Apply]).
// A rule is a field of [Rules], never a branch on a variant's name.
//
// A Variant is made once by New from a Rules value and never changes:
// nothing, not even a caller holding one of this package's variants, can
// change its rules, so the move generator compiles its tables once per
// variant and keeps them with it. To play by other rules, take a copy with
// [Variant.Rules], change it, and make a new variant of it.
//
// The sections below group the package's exported names by who reads
// them: a user reads the first four (the variants, finding one, reading
// one, the rules and their parts); the game, the players and the move
// generator read the fifth, as a program of one's own may; the last is
// for the move generator alone. Each group has its files, named in its
// section.
//
// # The variants
//
// The package's own variants, in the order All lists them: [English],
// [International], [Russian], [Brazilian], [Canadian], [Antidam], [Czech],
// [Thai], [Portuguese], [Spanish], [Italian], [Turkish], [Dameo],
// [Gothic], [Corner], [OneWay], [Parachute], [Hawaii], [Alquerque],
// [Pool], [Killer], [Breakthrough], [Antidraughts], [Frisian] and [Frysk].
// Each lives in a file of its own named for it (oneway.go for OneWay),
// whose doc comment says how it differs from its nearest relative and
// cites its section of RULES.md, and whose fields cite their rule source.
//
// The rules of every variant, the choices the library makes where the
// sources disagree or say nothing, and the sources themselves, are written
// out for players and programmers in the rules document, RULES.md at the
// root of the repository, one section per variant (RULES.md#russian).
//
// # Finding a variant
//
// The registry (registry.go) finds the variants by name ([ByName],
// case-insensitive, with aliases) and by PDN GameType number
// ([ByGameType]), failing with [ErrUnknownVariant], and lists them ([All],
// [Names]). A variant of one's own, made by New, joins them with
// [Register] (refused with [ErrRegistered] when a name or number is
// taken), and is then found by name like the package's own: by PDN files
// and by the command-line tool.
//
// # Reading a variant
//
// A [Variant]'s rules are read whole with [Variant.Rules] (a copy); those
// read all the time have accessors (accessors.go): [Variant.Name] (and
// [Variant.String]), [Variant.GameType], [Variant.Board],
// [Variant.FirstToMove], [Variant.Start] (the start position),
// [Variant.Numbering] (its squares' numbers), [Variant.Promotion],
// [Variant.KingMoveLimit], [Variant.Notation], [Variant.CaptureMark] and
// [Variant.Goal]. [Variant.SameMoves] (same.go) tells whether two variants
// play the same moves, whatever their names; [Variant.MarshalJSON]
// (rulesjson.go) writes a variant as its rules.
//
// # The rules and their parts
//
// [Rules] (rules.go) holds every rule as a field; [New] (variant.go)
// checks a Rules value and makes the variant, or fails with [ErrInvalid]
// beyond the limits [MaxNameLen], [MaxGameType], [MaxKingMoveLimit] and
// [CaptureMarks]. [Rules.Derived] starts a variant of one's own from a
// copy of another's rules. The fields that choose among a few ways are
// small types of their own (parts.go): [Removal], [Crowning],
// [Continuation], [Criterion], [Notation] and [Goal]. The draw rules
// (draw.go) are records, [DrawRule], with their parts [DrawKind], [Run],
// [Unit], [Exception], [Claim], [Claimant] and [Material], and names up
// to [MaxDrawRuleName] bytes; the other readings of the sources'
// draw rules are each a [DrawOption] (drawsets.go), listed by [DrawOptions] and
// found by [DrawOptionByName]. Rules are read and written as JSON
// ([Rules.MarshalJSON], [Rules.UnmarshalJSON], rulesjson.go), the parts
// by their words (text.go).
//
// # Playing under the rules
//
// What the game (package checkers), the players and the move generator
// read to play, and a program of one's own may: [Variant.Apply] (apply.go)
// plays a move on a position; [Variant.Irreversible] (irreversible.go)
// tells a move that no position before it can come back after; and
// [Material.Meets], [Material.Strong] and [IsLoneKing] (judge.go) judge a
// draw rule's material on a position.
//
// # For the move generator only
//
// [Variant.GeneratorTables] (generator.go) hands the move generators
// (internal/gen, behind packages movegen and capture) the room in each
// variant where they keep the tables they derive from its rules. Its type
// is internal to the module, so no other program can use it; it is
// exported only because the generators are packages of their own
// (ARCHITECTURE.md).
package variant
