"""Finding Strata's tools and a code generator for them.

strata-compile (Go, one static binary) lowers a model and builds a shared library; it needs an
`llc` (or clang) of LLVM 18 or later and a C compiler. A PyTorch user's machine usually has the C
compiler and, with Numba, llvmlite, but no LLVM tools: then `strata.llc` (llvmlite in-process)
serves as llc.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import stat
import sys

ENV_BIN = "STRATA_BIN"


class ToolsNotFound(RuntimeError):
    """A Strata tool, or a code generator for it, is not on this machine."""


def _package_bin() -> str:
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin")


def find_tool(name: str) -> str:
    """The path of Strata's tool `name`: in $STRATA_BIN, the package's own bin/, then PATH."""
    folders = [os.environ.get(ENV_BIN, ""), _package_bin()]
    for folder in folders:
        if folder:
            path = os.path.join(folder, name)
            if os.path.isfile(path) and os.access(path, os.X_OK):
                return path
    path = shutil.which(name)
    if path:
        return path
    raise ToolsNotFound(
        f"{name} was not found in $STRATA_BIN ({os.environ.get(ENV_BIN, 'unset')}), in {_package_bin()} "
        f"or on PATH. Build Strata's tools with Go (`go build -o DIR ./tools/...` in Strata's "
        f"repository) and set STRATA_BIN=DIR, or put them on PATH.")


ENV_CUDA_TOOLKIT = "STRATA_CUDA_TOOLKIT"


def find_cuda_toolkit() -> str | None:
    """A folder whose bin/ptxas assembles the kernels of a CUDA library ahead of time
    (strata-compile --cuda-toolkit), so that the first call loads cubins instead of having the
    driver JIT-compile the PTX, one module at a time. $STRATA_CUDA_TOOLKIT chooses: unset, empty or
    "auto" (the default), Triton's own ptxas (PyTorch's CUDA wheels bring Triton, and Inductor
    assembles with the same ptxas), else $CUDA_HOME's, else PATH's, else none; "jit", none (the
    driver's JIT); a folder, that one. The cubins' first call was faster than the JIT's on an H100
    on 2026-12-07 (docs/python.md)."""
    given = os.environ.get(ENV_CUDA_TOOLKIT) or "auto"
    if given == "jit":
        return None
    candidates = []
    if given != "auto":
        candidates.append(given)
    else:
        spec = importlib.util.find_spec("triton")  # found, not imported: importing Triton takes time
        if spec is not None and spec.submodule_search_locations:
            candidates.append(os.path.join(spec.submodule_search_locations[0], "backends", "nvidia"))
        if os.environ.get("CUDA_HOME"):
            candidates.append(os.environ["CUDA_HOME"])
        on_path = shutil.which("ptxas")
        if on_path:
            candidates.append(os.path.dirname(os.path.dirname(os.path.realpath(on_path))))
    for folder in candidates:
        ptxas = os.path.join(folder, "bin", "ptxas")
        if os.path.isfile(ptxas) and os.access(ptxas, os.X_OK):
            return folder
    if given != "auto":
        raise ToolsNotFound(f"${ENV_CUDA_TOOLKIT} is {given}, which has no bin/ptxas "
                            f"(\"auto\" finds one, \"jit\" leaves the PTX to the driver)")
    return None


def cache_dir() -> str:
    """Strata's cache folder: $STRATA_CACHE_DIR, else under the user's cache folder (as the tools)."""
    d = os.environ.get("STRATA_CACHE_DIR")
    if d:
        return d
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "strata")


def _has_llvm_codegen() -> bool:
    if os.environ.get("STRATA_LLC") or os.environ.get("STRATA_CLANG"):
        return True
    return any(shutil.which(t) for t in ("llc-22", "/usr/lib/llvm-22/bin/llc", "llc"))


def _llvmlite_llc() -> str:
    """An executable running llc.py with this interpreter (written once): by its path, not as
    `-m strata.llc`, so that the many processes strata-compile starts do not import torch."""
    # Found, not imported: importing llvmlite's binding loads LLVM (a quarter of a second of a cold
    # compile); llc.py checks its LLVM version where it compiles, and strata-compile reports that.
    if importlib.util.find_spec("llvmlite") is None:
        raise ToolsNotFound("no llc (LLVM 18 or later) on PATH and no llvmlite to stand in for it: "
                            "`pip install llvmlite`, or install LLVM's llc (e.g. apt-get install llvm-22)")
    llc = os.path.join(os.path.dirname(os.path.abspath(__file__)), "llc.py")
    script = f"#!/bin/sh\nexec {_shell_quote(sys.executable)} {_shell_quote(llc)} \"$@\"\n"
    folder = os.path.join(cache_dir(), "python")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "llvmlite-llc")
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == script:
                return path
    except OSError:
        pass
    tmp = f"{path}.{os.getpid()}"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(script)
    os.chmod(tmp, stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)
    os.replace(tmp, path)
    return path


def _shell_quote(s: str) -> str:
    return "'" + s.replace("'", "'\\''") + "'"


def tool_env() -> dict:
    """The environment to run strata-compile in: llvmlite as llc where there is no LLVM."""
    env = dict(os.environ)
    if not _has_llvm_codegen():
        env["STRATA_LLC"] = _llvmlite_llc()
        env["STRATA_OPT"] = ""  # strata.llc optimizes too
    return env
