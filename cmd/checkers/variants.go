package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/draughtsgo/checkers/variant"
)

// variantsHeader is the first line variants prints, naming the fields of
// the lines that follow.
const variantsHeader = "name gametype board aliases"

// variantsCommand lists the variants, or writes one variant's rules as
// JSON.
func variantsCommand(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("variants", flag.ContinueOnError)
	name := fs.String("json", "", "write the rules of this variant as JSON (a file -rules reads)")
	rules := rulesFlag(fs)
	if err := parseOnlyFlags(fs, args, out); err != nil {
		return err
	}
	if err := registerRules(*rules); err != nil {
		return err
	}
	if *name != "" {
		v, err := variant.ByName(*name)
		if err != nil {
			return err
		}
		data, err := json.MarshalIndent(v.Rules(), "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(out, "%s\n", data)
		return err
	}
	var b strings.Builder
	b.WriteString(variantsHeader + "\n")
	for _, v := range variant.All() {
		b.WriteString(variantLine(v) + "\n")
	}
	_, err := io.WriteString(out, b.String())
	return err
}

// variantLine is the line variants prints for v: its name, its PDN
// GameType ("-" if it has none), its board and its aliases ("-" if none).
func variantLine(v *variant.Variant) string {
	g := v.Board()
	gameType := "-"
	if v.GameType() != 0 {
		gameType = strconv.Itoa(v.GameType())
	}
	aliases := strings.Join(v.Rules().Aliases, ",")
	if aliases == "" {
		aliases = "-"
	}
	return fmt.Sprintf("%s %s %dx%d %s", v.Name(), gameType, g.Cols(), g.Rows(), aliases)
}

// rulesFlag adds the -rules flag to a command.
func rulesFlag(fs *flag.FlagSet) *string {
	return fs.String("rules", "", "register the variant whose rules this JSON file holds (as variants -json writes them), to name it with -variant")
}

// registerRules registers the variant of a JSON rules file, if one is
// named.
func registerRules(path string) error {
	if path == "" {
		return nil
	}
	data, err := readRules(path)
	if err != nil {
		return fmt.Errorf("-rules: %w", err)
	}
	var r variant.Rules
	if err := json.Unmarshal(data, &r); err != nil {
		return fmt.Errorf("-rules: %s: %w", path, err)
	}
	v, err := variant.New(r)
	if err != nil {
		return fmt.Errorf("-rules: %s: %w", path, err)
	}
	if err := variant.Register(v); err != nil {
		return fmt.Errorf("-rules: %s: %w", path, err)
	}
	return nil
}

// maxRulesSize bounds a -rules file. The rules of a variant take a few
// hundred bytes of JSON; a megabyte is far more than any needs, and keeps
// a file that is no rules file (/dev/zero, a disk image) from being read
// into memory whole.
const maxRulesSize = 1 << 20

// readRules returns the text of the rules file at path, refusing one of
// more than maxRulesSize bytes before reading past them.
func readRules(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxRulesSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxRulesSize {
		return nil, fmt.Errorf("%s: more than %d bytes (1 MiB): too large for a rules file", path, maxRulesSize)
	}
	return data, nil
}
