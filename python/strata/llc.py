"""An `llc` for machines without LLVM's tools: LLVM IR to an object file through llvmlite.

Run by its path (not `-m strata.llc`, which would import the package and torch): a PyTorch
user's machine has a C compiler and often llvmlite (Numba's binding of LLVM, which
compiles in-process) but rarely `llc`. strata-compile runs the program `$STRATA_LLC` names with
llc's options; this module takes the ones it passes and does the same with llvmlite:

    python3 strata/llc.py -O2 -filetype=obj -relocation-model=pic -mtriple=x86_64-pc-linux-gnu \
        -mcpu=native -o kernel.o kernel.ll

`-O1` to `-O3` also run LLVM's optimization pipeline at that level (as `opt` then `llc` would:
strata-compile gives no `opt` with this llc). Other `-name=value` options are LLVM's command-line
options and go to `llvmlite.binding.set_option`. The input `-` is stdin, read once LLVM is loaded.
The output is written to a temporary file and
renamed, so a failed run leaves none.
"""

from __future__ import annotations

import os
import sys
import tempfile

USAGE = "usage: python3 llc.py [-O0..3] [-filetype=obj|asm] [-mtriple=T] [-mcpu=C] -o OUT IN.ll"


class LLCError(Exception):
    """A bad command line, IR LLVM rejects, or an output that cannot be written."""


# The oldest LLVM whose IR parser reads what strata-compile writes.
MIN_LLVM_MAJOR = 18


def _binding():
    try:
        import llvmlite.binding as llvm
    except ImportError as e:  # pragma: no cover - depends on the machine
        raise LLCError("llvmlite is not installed (pip install llvmlite): " + str(e)) from e
    return llvm


def _checked_binding():
    """llvmlite's binding, if its LLVM is new enough: checked here, in the process that compiles,
    so that the backend's process need not import llvmlite (a quarter of a second) to find it."""
    llvm = _binding()
    major = llvm.llvm_version_info[0]
    if major < MIN_LLVM_MAJOR:
        raise LLCError(f"llvmlite is built with LLVM {major}; Strata's code needs LLVM {MIN_LLVM_MAJOR} or later "
                       "(pip install -U llvmlite)")
    return llvm


def llvm_version() -> tuple[int, int, int]:
    """The version of the LLVM llvmlite was built with."""
    return tuple(_binding().llvm_version_info)


def _initialize(llvm) -> None:
    # llvmlite 0.44 made initialize() an error; older ones need it.
    try:
        llvm.initialize()
    except RuntimeError:
        pass
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()


def _optimize(llvm, module, machine, level: int) -> None:
    if hasattr(llvm, "create_pass_builder"):  # llvmlite >= 0.44: LLVM's new pass manager
        try:
            options = llvm.create_pipeline_tuning_options(speed_level=level, size_level=0)
        except TypeError:  # llvmlite 0.50 takes the speed level alone
            options = llvm.create_pipeline_tuning_options(level)
        options.loop_vectorization = True
        options.slp_vectorization = True
        options.loop_unrolling = True
        builder = llvm.create_pass_builder(machine, options)
        builder.getModulePassManager().run(module, builder)
        return
    builder = llvm.create_pass_manager_builder()
    builder.opt_level = level
    builder.loop_vectorize = True
    builder.slp_vectorize = True
    manager = llvm.create_module_pass_manager()
    machine.add_analysis_passes(manager)
    builder.populate(manager)
    manager.run(module)


def compile_ir(text: str, level: int = 2, triple: str = "", cpu: str = "", features: str = "",
               asm: bool = False, options: list[str] | None = None) -> bytes:
    """Compiles LLVM IR text to an object file's bytes (or assembly text's, with asm)."""
    llvm = _checked_binding()
    _initialize(llvm)
    for opt in options or []:
        llvm.set_option("strata.llc", opt)
    try:
        module = llvm.parse_assembly(text)
        module.verify()
    except RuntimeError as e:
        raise LLCError(str(e).strip()) from e
    triple = triple or llvm.get_default_triple()
    if cpu in ("", "native"):
        if cpu == "native":
            cpu, features = llvm.get_host_cpu_name(), features or llvm.get_host_cpu_features().flatten()
    module.triple = triple
    machine = llvm.Target.from_triple(triple).create_target_machine(
        cpu=cpu, features=features, opt=level, reloc="pic", codemodel="default")
    module.data_layout = str(machine.target_data)
    if level > 0:
        _optimize(llvm, module, machine, level)
    if asm:
        return machine.emit_assembly(module).encode()
    return machine.emit_object(module)


def _write_atomically(path: str, data: bytes) -> None:
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".strata-llc-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


class Options:
    """llc's command line, as strata-compile gives it."""

    def __init__(self):
        self.level, self.asm, self.triple, self.cpu, self.features = 2, False, "", "", ""
        self.out, self.inputs, self.llvm_options, self.version = "", [], [], False


def parse(argv: list[str]) -> Options:
    """The options of argv; LLCError for one this llc does not take."""
    o = Options()
    args = iter(argv)
    for a in args:
        if a == "--version":
            o.version = True
        elif a in ("-O0", "-O1", "-O2", "-O3"):
            o.level = int(a[2])
        elif a == "-o":
            o.out = next(args, "")
        elif a.startswith("-filetype="):
            if a[len("-filetype="):] not in ("obj", "asm"):
                raise LLCError("unknown " + a)
            o.asm = a.endswith("=asm")
        elif a.startswith("-mtriple="):
            o.triple = a[len("-mtriple="):]
        elif a.startswith("-mcpu="):
            o.cpu = a[len("-mcpu="):]
        elif a.startswith("-mattr="):
            o.features = a[len("-mattr="):]
        elif a in ("-relocation-model=pic", "-function-sections"):
            pass  # always position-independent; llvmlite has no per-function sections
        elif a == "-":
            o.inputs.append(a)  # stdin
        elif a.startswith("-") and "=" in a:
            o.llvm_options.append(a)
        elif a.startswith("-"):
            raise LLCError("unknown option " + a)
        else:
            o.inputs.append(a)
    if not o.version and (len(o.inputs) != 1 or not o.out):
        raise LLCError(USAGE)
    return o


def main(argv: list[str]) -> int:
    if argv[:1] == ["--parse-only"]:  # strata's Go tests check the options they pass are taken
        try:
            parse(argv[1:])
        except LLCError as e:
            return _fail(str(e))
        return 0
    try:
        o = parse(argv)
        if o.version:
            print("strata llc.py (llvmlite)\n  LLVM version %d.%d.%d" % llvm_version())
            return 0
        # LLVM is loaded before the IR is read: strata-compile starts this llc while its passes
        # run and writes the IR to stdin at their end, so that the load is paid meanwhile.
        _initialize(_checked_binding())
        if o.inputs[0] == "-":
            text = sys.stdin.buffer.read().decode("utf-8")
        else:
            with open(o.inputs[0], encoding="utf-8") as f:
                text = f.read()
        data = compile_ir(text, o.level, o.triple, o.cpu, o.features, o.asm, o.llvm_options)
        if o.out == "-":
            sys.stdout.buffer.write(data)
        else:
            _write_atomically(o.out, data)
    except (LLCError, OSError) as e:
        return _fail(str(e))
    return 0


def _fail(message: str) -> int:
    print("strata.llc: error: " + message, file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
