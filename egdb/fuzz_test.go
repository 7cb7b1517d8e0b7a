package egdb_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/draughtsgo/checkers/egdb"
	"github.com/draughtsgo/checkers/variant"
)

// A slice file is outside data: whatever bytes it holds, Open and Probe
// give an error or a value, never a panic, and never read past a bound.
//
//	go test ./egdb -run '^$' -fuzz FuzzSliceFile -fuzztime 1m
func FuzzSliceFile(f *testing.F) {
	v := variant.English
	dir := f.TempDir()
	db, err := egdb.Build(v, 2, egdb.Options{Dir: dir})
	if err != nil {
		f.Fatal(err)
	}
	db.Close()
	for _, name := range []string{"1k-1k", "1m-0"} {
		data, err := os.ReadFile(filepath.Join(dir, "english", name+".egdb"))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(name, data)
	}
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		m, ok := egdb.ParseMaterial(name)
		if !ok || m.Pieces() > 2 {
			return
		}
		dir := t.TempDir()
		path := filepath.Join(dir, "english", m.String()+".egdb")
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		db, err := egdb.Open(dir, v)
		if err != nil {
			return
		}
		defer db.Close()
		s := egdb.NewSlice(v, m)
		for i := uint64(0); i < s.Size(); i += 1 + s.Size()/50 {
			db.Probe(s.Position(i))
		}
	})
}
