package engine

// ID is how an engine introduces itself, in every protocol: a server
// sends the ID of its options, and a client keeps the one its engine
// sent. A protocol carries what it can of it: Hub the four fields, DXP
// the name alone.
type ID struct {
	// Name is the engine's name.
	Name string
	// Version, Author and Country say more about it, where the protocol
	// has room for them.
	Version, Author, Country string
}
