package variant

import "github.com/draughtsgo/checkers/internal/gendata"

// GeneratorTables returns the room where this module's move generator keeps
// the tables it derives from v's rules, on first use; v's rules never
// change, so they never go stale. Its type is internal to the module:
// programs that use the library have no use for it.
func (v *Variant) GeneratorTables() *gendata.Slots { return &v.gen }
