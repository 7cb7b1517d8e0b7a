package egdb

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/draughtsgo/checkers/variant"
)

// The folder layout of databases, the one place it is written: a folder
// holds a folder per variant, named by the variant's name, and that one a
// file per slice, named by its material: DIR/VARIANT/MATERIAL.egdb
// (egdb/english/1m1k-1k.egdb), the outcomes, and beside it
// MATERIAL.plies.egdb, the distances, where they were built. Build writes it, Open reads it, the
// commands that take a folder of databases find their variants in it, and
// the plan's Makefile names its targets by it.

// sliceExt ends the name of every slice file.
const sliceExt = ".egdb"

// SliceFile returns the file of the slice of material m of v within a
// folder of databases, its folders separated by slashes whatever the
// system: "english/1m1k-1k.egdb".
func SliceFile(v *variant.Variant, m Material) string { return layoutFile(v.Name(), m) }

// layoutFile is SliceFile for the variant of that name.
func layoutFile(name string, m Material) string { return name + "/" + m.String() + sliceExt }

// pliesExt ends the name of a slice's distances' file, beside its
// outcomes' file: DIR/VARIANT/MATERIAL.plies.egdb.
const pliesExt = ".plies" + sliceExt

// layoutPliesFile is the distances' file of the slice of material m of the
// variant of that name, as layoutFile is its outcomes' file.
func layoutPliesFile(name string, m Material) string { return name + "/" + m.String() + pliesExt }

// SlicePath returns the path of the file of the slice of material m of v
// in the folder of databases dir.
func SlicePath(dir string, v *variant.Variant, m Material) string {
	return slicePath(dir, v.Name(), m)
}

// VariantDir returns the folder of v's slices in the folder of databases
// dir.
func VariantDir(dir string, v *variant.Variant) string { return filepath.Join(dir, v.Name()) }

// Variants returns the registered variants ([variant.All], in its order)
// that have a folder in the folder of databases dir: those whose
// databases it may hold.
func Variants(dir string) []*variant.Variant {
	var out []*variant.Variant
	for _, v := range variant.All() {
		if info, err := os.Stat(VariantDir(dir, v)); err == nil && info.IsDir() {
			out = append(out, v)
		}
	}
	return out
}

// sliceMaterial returns the material of the slice file of that name (no
// folder: "1m1k-1k.egdb"), and whether it names one of at most MaxPieces
// pieces.
func sliceMaterial(name string) (Material, bool) {
	base, ok := strings.CutSuffix(name, sliceExt)
	if !ok {
		return Material{}, false
	}
	m, ok := ParseMaterial(base)
	return m, ok && m.Pieces() <= MaxPieces
}

// PartFile returns the file of part p of the split slice of material m of
// v within a folder of databases, beside the slice's files, as SliceFile
// does: "english/4m-3m.w3b2.part". It is there from the part's job to the
// job that joins the parts into the slice's files.
func PartFile(v *variant.Variant, m Material, p Part) string {
	return v.Name() + "/" + m.String() + "." + p.String() + partExt
}

// partPath is the path of the file of part p of the slice of material m
// of the variant of that name in the folder of databases dir.
func partPath(dir, name string, m Material, p Part) string {
	return filepath.Join(dir, name, m.String()+"."+p.String()+partExt)
}
