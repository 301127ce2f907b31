"""Strata's PyTorch bridge: torch.export programs as torch-dialect MLIR text.

    import strata
    text = strata.export(model, (x,))
"""

from .export import ExportError, export, program_to_mlir

__all__ = ["ExportError", "export", "program_to_mlir"]
