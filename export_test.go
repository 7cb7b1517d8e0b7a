package checkers

// TagComparisons returns how many comparisons of tag names the package has
// made so far, for the tests that count the work of reading tags.
func TagComparisons() int64 { return tagComparisons.Load() }
