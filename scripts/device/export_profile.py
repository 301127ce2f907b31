"""Where the strata backend's "export" phase spends its time, per model, against one-trace
alternatives: torch.export.export and run_decompositions (today's path) timed apart, and
aot_export_module with the core-ATen decompositions (the single functionalized trace Inductor's
aot_autograd makes). Each model's graph is Dynamo's, captured by a recording backend.

  PYTHONPATH=python python3 scripts/device/export_profile.py [--device cuda] [--profile] MODEL...
"""

import argparse
import cProfile
import io
import pstats
import sys
import time

import torch
from strata import fastpaths, zoo

B = sys.modules["strata.backend"]


def capture(model, example):
    got = []

    def record(gm, inputs):
        got.append((gm, inputs))
        return gm.forward
    torch._dynamo.reset()
    torch.compile(model, backend=record)(*example)
    return got[0]


def timed(fn):
    t = time.perf_counter()
    out = fn()
    return time.perf_counter() - t, out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("models", nargs="+")
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--profile", action="store_true", help="cProfile the backend's trace (top 40 by cumulative time)")
    a = ap.parse_args()
    from torch._decomp import core_aten_decompositions
    from torch._functorch.aot_autograd import aot_export_module
    for name in a.models:
        torch.manual_seed(0)
        model, example, _ = zoo.MODELS[name]()
        model = model.eval().to(a.device)
        example = [e.to(a.device) if isinstance(e, torch.Tensor) else e for e in example]
        with torch.no_grad():
            gm, inputs = capture(model, example)
            sources = B._symint_sources(gm, inputs)
            tensors = [t for t in inputs if isinstance(t, torch.Tensor)]
            wrapper = B._TensorsOnly(fastpaths.rewrite_fast_paths(gm), sources)
            for attempt in range(1 if a.profile else 2):
                opts = {"prefer_deferred_runtime_asserts_over_guards": True}
                with torch._guards.tracing(None), fastpaths.composite_fast_paths(tensors):
                    t_export, ep = timed(lambda: torch.export.export(wrapper, tuple(tensors), strict=False, **opts))
                B._drop_guard_calls(ep)
                with torch._guards.tracing(None), fastpaths.composite_fast_paths(tensors):
                    t_decomp, ep = timed(ep.run_decompositions)
                table = core_aten_decompositions()
                with torch._guards.tracing(None), fastpaths.composite_fast_paths(tensors):
                    t_aot, (agm, sig) = timed(lambda: aot_export_module(wrapper, tensors, trace_joint=False,
                                                                      decompositions=table))
                t_ours, traced = timed(lambda: B._trace_static(wrapper, tensors))
                t_text, _ = timed(lambda: B.program_to_mlir(ep))
                def ops(program):
                    return [str(n.target) for n in program.graph_module.graph.nodes if n.op == "call_function"]
                same = ops(ep) == ops(traced)
                nodes = sum(1 for n in ep.graph_module.graph.nodes if n.op == "call_function")
                anodes = sum(1 for n in agm.graph.nodes if n.op == "call_function")
                print(f"{name} try {attempt}: export {t_export:.2f} s, run_decompositions {t_decomp:.2f} s "
                      f"({nodes} ops); aot_export_module {t_aot:.2f} s ({anodes} ops); _trace_static {t_ours:.2f} s, "
                      f"the same ops in the same order: {same}; text {t_text:.2f} s",
                      flush=True)
            for program in (ep, traced):
                first = next(n for n in program.graph_module.graph.nodes if n.op == "call_function")
                print(f"  {type(program).__name__}: first op's location {B._source(first)!r}")
            if a.profile:
                prof = cProfile.Profile()
                prof.enable()
                B._export_program(wrapper, tensors)
                prof.disable()
                s = io.StringIO()
                pstats.Stats(prof, stream=s).sort_stats("cumulative").print_stats(40)
                print(s.getvalue())


if __name__ == "__main__":
    main()
