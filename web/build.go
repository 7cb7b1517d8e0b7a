package web

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

// ModulePath is the path of the module whose source [Build] compiles.
const ModulePath = "github.com/draughtsgo/checkers"

// wasmPackage is the package built for the browser, relative to the
// module's root.
const wasmPackage = "./web/wasm"

// Build compiles the library's WebAssembly command (web/wasm) with the Go
// toolchain goTool ("go" if empty), GOOS=js GOARCH=wasm, into dir as
// [WasmFile], and copies the toolchain's [WasmExecFile] there (from
// GOROOT/lib/wasm, or GOROOT/misc/wasm before Go 1.24). The source is
// the module's own, found by [ModuleRoot]. The compiler's messages are in
// the error when the build fails.
func Build(ctx context.Context, goTool, dir string) error {
	if goTool == "" {
		goTool = "go"
	}
	root, err := ModuleRoot(ctx, goTool)
	if err != nil {
		return err
	}
	out, err := filepath.Abs(filepath.Join(dir, WasmFile))
	if err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, goTool, "build", "-ldflags=-s -w", "-o", out, wasmPackage)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("web: building %s for WebAssembly: %w\n%s", wasmPackage, err, bytes.TrimSpace(msg))
	}
	src, err := WasmExec(ctx, goTool, root)
	if err != nil {
		return err
	}
	return copyFile(filepath.Join(dir, WasmExecFile), src)
}

// WasmExec returns the path of the wasm_exec.js of the toolchain goTool
// selects when run in dir.
func WasmExec(ctx context.Context, goTool, dir string) (string, error) {
	goroot, err := goEnv(ctx, goTool, dir, "GOROOT")
	if err != nil {
		return "", err
	}
	for _, sub := range []string{"lib/wasm", "misc/wasm"} {
		p := filepath.Join(goroot, filepath.FromSlash(sub), WasmExecFile)
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("web: no %s in %s/lib/wasm or %s/misc/wasm", WasmExecFile, goroot, goroot)
}

// ModuleRoot finds the root of the module's source: the main module of
// the current directory if it is this one, else the directory the module
// is found in from there (as a dependency), else the source directory
// this package was compiled from, when it is still there.
func ModuleRoot(ctx context.Context, goTool string) (string, error) {
	if goTool == "" {
		goTool = "go"
	}
	if gomod, err := goEnv(ctx, goTool, "", "GOMOD"); err == nil && gomod != "" && gomod != os.DevNull {
		if dir := filepath.Dir(gomod); isModuleRoot(dir) {
			return dir, nil
		}
	}
	cmd := exec.CommandContext(ctx, goTool, "list", "-m", "-f", "{{.Dir}}", ModulePath)
	if out, err := cmd.Output(); err == nil {
		if dir := strings.TrimSpace(string(out)); dir != "" && isModuleRoot(dir) {
			return dir, nil
		}
	}
	if _, file, _, ok := runtime.Caller(0); ok && filepath.IsAbs(file) {
		if dir := filepath.Dir(filepath.Dir(file)); isModuleRoot(dir) {
			return dir, nil
		}
	}
	return "", fmt.Errorf("web: the source of %s is not found: run inside its source tree", ModulePath)
}

// isModuleRoot reports whether dir holds the go.mod of [ModulePath] and
// the WebAssembly command's source.
func isModuleRoot(dir string) bool {
	f, err := os.Open(filepath.Join(dir, "go.mod"))
	if err != nil {
		return false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 2 && fields[0] == "module" && strings.Trim(fields[1], `"`) == ModulePath {
			_, err := os.Stat(filepath.Join(dir, filepath.FromSlash(wasmPackage)))
			return err == nil
		}
	}
	return false
}

// goEnv returns one variable of go env, run in dir ("" for the current
// directory).
func goEnv(ctx context.Context, goTool, dir, name string) (string, error) {
	cmd := exec.CommandContext(ctx, goTool, "env", name)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("web: go env %s: %w: %s", name, err, bytes.TrimSpace(stderr.Bytes()))
	}
	return strings.TrimSpace(string(out)), nil
}

func copyFile(dst, src string) (err error) {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := out.Close(); err == nil {
			err = cerr
		}
	}()
	if _, err := io.Copy(out, in); err != nil {
		return fmt.Errorf("web: copying %s: %w", src, err)
	}
	return nil
}
