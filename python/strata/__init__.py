"""Strata from PyTorch: compile a model with Strata, or export it as torch-dialect MLIR text.

    import torch, strata
    fast = torch.compile(model, backend="strata")        # or strata.compile(model, (x,))
    print(strata.explain(model, (x,)))                   # what runs in eager, and why
    text = strata.export(model, (x,))                    # torch-dialect text for strata-compile
"""

from .export import ExportError, export, program_to_mlir
from .tools import ToolsNotFound
from .backend import CompileError, Explanation, backend, compile, explain

__all__ = ["CompileError", "ExportError", "Explanation", "ToolsNotFound", "backend", "compile", "explain",
           "export", "program_to_mlir"]
