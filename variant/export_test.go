package variant

import (
	"slices"
	"testing"
)

// RestoreRegistryAfter puts the registry back, when t ends, as it is now.
// Tests that register variants call it, so that every test, and every run
// of a test under -count, starts from the same registry, and the examples,
// which run after the tests, see only the package's own variants.
func RestoreRegistryAfter(t testing.TB) {
	registryMu.RLock()
	saved := slices.Clone(registered)
	registryMu.RUnlock()
	t.Cleanup(func() {
		registryMu.Lock()
		registered = saved
		registryMu.Unlock()
	})
}

// NameLookups returns how many names New and Register have looked up among
// others so far, for the tests that count their work.
func NameLookups() int64 { return nameLookups.Load() }
