"""Checks the Python package on a machine with PyTorch: torch.compile(backend="strata") and friends.

Run by scripts/device/python_check.sh (which installs ./python with pip first) on the GPU machine:
    STRATA_BIN=DIR python3 scripts/device/python_check.py [--out FILE.md] [--models a,b] [--skip-cuda]
Checks, each against PyTorch eager on the same inputs (rtol 1e-3, atol 1e-4 relative to the
output's scale):
  - every model of strata.zoo.MODELS (test/models/) through torch.compile(model, backend="strata")
    on the CPU: compile time (first call minus an eager call, with the backend's phases), run time,
    eager's run time;
  - a model with an op Strata cannot lower (a torch.library custom op): it runs, partitioned, and
    strata.explain lists the op with its source line;
  - a dynamic batch (torch.compile(dynamic=True)): one compile serves batch sizes 2, 5 and 9;
  - a second process compiling the same model hits the cache (its compile time);
  - GPT-2 and T5 (small configs) with tied weights: strata.export and strata.compile;
  - every model on CUDA tensors (--target=cuda libraries), unless --skip-cuda;
  - each model's cold compile in a fresh process with an empty cache (--cold, default the models).
With --zoo the models are the zoo's (strata.zoo.ZOO, test/zoo/), on random inputs in place of its
examples' zeros.
Writes a markdown report (for docs/python.md) and exits 1 when a check fails.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import time
import traceback

import torch

import strata
from strata import zoo

RTOL, ATOL = 1e-3, 1e-4
TIMINGS = sys.modules["strata.backend"].timings  # the backend's phases (the package's `backend` is the function)


def close(a, b):
    if isinstance(a, (tuple, list)):
        return all(close(x, y) for x, y in zip(a, b)) and len(a) == len(b)
    if hasattr(a, "last_hidden_state"):
        a, b = a.last_hidden_state, b.last_hidden_state
    if hasattr(a, "logits"):
        a, b = a.logits, b.logits
    a, b = a.detach().float().cpu(), b.detach().float().cpu()
    scale = max(b.abs().max().item(), 1.0)
    return a.shape == b.shape and torch.allclose(a, b, rtol=RTOL, atol=ATOL * scale)


def best_ms(fn, reps=10, device="cpu"):
    """The best of reps calls; on CUDA each call is waited for (eager and Inductor return before
    their kernels finish, Strata's library after), so every column times the GPU's work."""
    best = float("inf")
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        if device == "cuda":
            torch.cuda.synchronize()
        best = min(best, time.perf_counter() - t)
    return best * 1e3


class Report:
    def __init__(self):
        self.rows, self.cold, self.lines, self.failed = [], [], [], 0

    def fail(self, what, err):
        self.failed += 1
        self.lines.append(f"- FAILED {what}: {err}")
        print(f"FAILED {what}: {err}", flush=True)

    def ok(self, what):
        self.lines.append(f"- ok: {what}")
        print(f"ok: {what}", flush=True)


def inductor_times(model, example, device="cpu"):
    """Inductor's cold compile (its cache is a fresh folder) and best run time, same inputs."""
    torch._dynamo.reset()
    with torch.no_grad():
        compiled = torch.compile(model, backend="inductor")
        t = time.perf_counter()
        compiled(*example)
        if device == "cuda":
            torch.cuda.synchronize()
        first = time.perf_counter() - t
        return first, best_ms(lambda: compiled(*example), device=device)


def random_like(name, example):
    """Random values in place of a zoo model's example inputs (zeros): floats from a normal
    distribution, integers (token ids) below the model's bound."""
    return tuple(torch.randn_like(e) if e.is_floating_point() else torch.randint_like(e, zoo.INT_HIGH.get(name, 2))
                 for e in example)


def check_model(report, name, factory, device="cpu", inductor=False):
    torch.manual_seed(0)
    model, example, _ = factory()
    if name in zoo.ZOO:
        example = random_like(name, example)
    model = model.eval().to(device)
    example = tuple(e.to(device) for e in example)
    torch._dynamo.reset()
    with torch.no_grad():
        want = model(*example)
        eager_ms = best_ms(lambda: model(*example), device=device)
        compiled = torch.compile(model, backend="strata")
        TIMINGS.clear()
        t = time.perf_counter()
        got = compiled(*example)
        first = time.perf_counter() - t
        phases = phase_text(TIMINGS)
        eager_ops = ops_in_eager()
        if not close(got, want):
            report.fail(f"{name} on {device}", "results differ from eager")
            return
        run_ms = best_ms(lambda: compiled(*example), device=device)
    compile_s = max(first - eager_ms / 1e3, 0)
    ind = inductor_times(model, example, device) if inductor else (None, None)
    report.rows.append((name, device, compile_s, run_ms, eager_ms, eager_ops) + ind)
    report.ok(f"{name} on {device}: matches eager; compile {compile_s:.2f} s ({phases}), run {run_ms:.2f} ms "
              f"(eager {eager_ms:.2f} ms); in eager: {eager_ops}")


def ops_in_eager():
    """What of the last graph the backend left to eager: 'none', 'N ops (...)' or 'the whole graph: REASON'."""
    if strata.backend.last_fallback:
        return "the whole graph: " + strata.backend.last_fallback.splitlines()[0][:200]
    explanation = strata.backend.last_explanation
    if explanation is None or not explanation.fallbacks:
        return "none"
    return f"{len(explanation.fallbacks)} op(s): " + ", ".join(sorted({f.op for f in explanation.fallbacks}))


def phase_text(timings):
    """The backend's phases (strata.backend.timings) as 'export 1.20 s, probe 0.30 s, ...'."""
    return ", ".join(f"{k} {v:.2f} s" for k, v in timings.items()) or "no phase timed"


COLD_PROCESS = """
import json, sys, time
started = time.perf_counter()
import torch, strata
from strata import zoo
imported = time.perf_counter() - started
torch.manual_seed(0)
model, example, _ = {{**zoo.MODELS, **zoo.ZOO}}["{name}"]()
model = model.eval().to("{device}")
example = tuple(e.to("{device}") for e in example)
sync = torch.cuda.synchronize if "{device}" == "cuda" else (lambda: None)
with torch.no_grad():
    t = time.perf_counter()
    model(*example)
    sync()
    eager = time.perf_counter() - t
    compiled = torch.compile(model, backend="{backend}")
    t = time.perf_counter()
    compiled(*example)
    sync()
    first = time.perf_counter() - t
print("COLD", json.dumps({{"import": imported, "first": first, "eager": eager, "phases": sys.modules["strata.backend"].timings}}))
"""


def cold_process(name, backend, device):
    """A fresh process's first call of torch.compile(model, backend=...) on device, less the
    process's first eager call (which starts CUDA, cuBLAS and cuDNN on cuda), with
    empty Strata, Inductor, Triton and CUDA JIT caches: (seconds, the phases the Strata backend timed,
    torch's import time), or the child's error output."""
    with tempfile.TemporaryDirectory() as cache:
        # The CUDA driver's JIT cache too (~/.nv/ComputeCache by default): Strata's PTX is compiled by
        # the driver at the first call, and an earlier run of the same kernels would have left it there.
        env = dict(os.environ, STRATA_CACHE_DIR=cache, TORCHINDUCTOR_CACHE_DIR=os.path.join(cache, "inductor"),
                   TRITON_CACHE_DIR=os.path.join(cache, "triton"), CUDA_CACHE_PATH=os.path.join(cache, "nv"))
        r = subprocess.run([sys.executable, "-c", COLD_PROCESS.format(name=name, backend=backend, device=device)],
                           capture_output=True, text=True, env=env)
    line = [ln for ln in r.stdout.splitlines() if ln.startswith("COLD ")]
    if r.returncode != 0 or not line:
        return r.stderr[-2000:]
    got = json.loads(line[0][5:])
    return max(got["first"] - got["eager"], 0), got["phases"], got["import"]


def check_cold(report, name, device, inductor=False):
    """Strata's cold compile of one model in a process of its own (torch's import aside): Dynamo's
    first trace, the trace to core ATen, the probe and strata-compile, with an empty cache, as a user's first
    run pays it; with inductor, Inductor's the same way, in another fresh process."""
    got = cold_process(name, "strata", device)
    if isinstance(got, str):
        report.fail(f"cold {name}", got)
        return
    compile_s, phases, imported = got
    ind = None
    if inductor:
        ind = cold_process(name, "inductor", device)
        if isinstance(ind, str):
            report.fail(f"cold {name} (inductor)", ind)
            ind = None
    report.cold.append((name, device, compile_s, phases, ind[0] if ind else None))
    ratio = ind[0] / max(compile_s, 1e-3) if ind else None
    versus = f"; Inductor {ind[0]:.1f} s, {ratio:.{0 if ratio >= 10 else 1}f}x Strata's" if ind else ""
    report.ok(f"{name} on {device}, a fresh process: cold compile {compile_s:.2f} s ({phase_text(phases)}; "
              f"importing torch and strata {imported:.2f} s before it){versus}")


@torch.library.custom_op("strata_check::scale", mutates_args=())
def scale(x: torch.Tensor) -> torch.Tensor:
    return x * 3.0


@scale.register_fake
def _(x):
    return torch.empty_like(x)


class WithCustomOp(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Linear(16, 32)
        self.b = torch.nn.Linear(32, 8)

    def forward(self, x):
        h = torch.relu(self.a(x))
        h = torch.ops.strata_check.scale(h)  # Strata does not know this op
        return torch.softmax(self.b(h), dim=-1)


def check_fallback(report):
    torch._dynamo.reset()
    model, x = WithCustomOp().eval(), torch.randn(4, 16)
    with torch.no_grad():
        want = model(x)
        got = torch.compile(model, backend="strata")(x)
        got2 = strata.compile(model, (x,))(x)
    explanation = strata.explain(model, (x,))
    text = str(explanation)
    if not close(got, want) or not close(got2, want):
        report.fail("fallback", "results differ from eager")
    elif "strata_check" not in text or "python_check.py" not in text:
        report.fail("fallback", "explain does not list the custom op with its source line:\n" + text)
    else:
        report.ok("a custom op Strata cannot lower runs in eager between compiled pieces; strata.explain says:\n"
                  + textwrap.indent(text, "      "))
    try:
        strata.compile(model, (x,), strict=True)
        report.fail("strict", "no error")
    except strata.CompileError as e:
        report.ok("strict=True raises CompileError: " + str(e).splitlines()[0])


def check_dynamic(report):
    torch._dynamo.reset()
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.GELU(), torch.nn.Linear(64, 10)).eval()
    calls = []

    def counting(gm, inputs):
        calls.append(1)
        return strata.backend(gm, inputs)
    compiled = torch.compile(model, backend=counting, dynamic=True)
    with torch.no_grad():
        for batch in (2, 5, 9):
            x = torch.randn(batch, 32)
            if not close(compiled(x), model(x)):
                report.fail("dynamic batch", f"batch {batch} differs")
                return
    if len(calls) != 1:
        report.fail("dynamic batch", f"{len(calls)} compiles for 3 batch sizes")
    else:
        report.ok("a dynamic batch compiles once and runs at batch sizes 2, 5 and 9")
    # The same through strata.compile(dynamic=True): one library for every size.
    x = torch.randn(4, 32)
    c = strata.compile(model, (x,), dynamic=True)
    with torch.no_grad():
        xs = [torch.randn(b, 32) for b in (3, 7)]
        if all(close(c(v), model(v)) for v in xs):
            report.ok("strata.compile(dynamic=True) runs batch sizes 3 and 7 from one library")
        else:
            report.fail("strata.compile(dynamic=True)", "results differ")


SECOND_PROCESS = """
import time, torch, strata
from strata import zoo
torch.manual_seed(0)
model, example, _ = zoo.MODELS["{name}"]()
model = model.eval()
t = time.perf_counter()
with torch.no_grad():
    torch.compile(model, backend="strata")(*example)
print("SECONDS", time.perf_counter() - t, strata.backend.last_compile_seconds)
"""


def check_cache(report, name="resnet18"):
    r = subprocess.run([sys.executable, "-c", SECOND_PROCESS.format(name=name)], capture_output=True, text=True)
    line = [ln for ln in r.stdout.splitlines() if ln.startswith("SECONDS")]
    if r.returncode != 0 or not line:
        report.fail("cache", r.stderr[-2000:])
        return
    _, first_call, backend_s = line[0].split()
    report.ok(f"a second process compiling {name} hits the cache: backend {float(backend_s):.2f} s, "
              f"first call (Dynamo's tracing included) {float(first_call):.2f} s")


def check_tied(report):
    try:
        import transformers
    except ImportError:
        report.fail("tied weights", "transformers is not installed")
        return
    transformers.logging.set_verbosity_error()
    cases = {
        "gpt2": lambda: transformers.GPT2LMHeadModel(transformers.GPT2Config(
            n_layer=2, n_embd=64, n_head=2, vocab_size=512, n_positions=64,
            # PyTorch 2.11's run_decompositions fails on the sdpa path's strided view (its bug, not
            # Strata's: torch.export alone fails the same way).
            attn_implementation="eager")),
        "t5": lambda: transformers.T5ForConditionalGeneration(transformers.T5Config(
            num_layers=2, num_decoder_layers=2, d_model=64, d_ff=128, num_heads=2, d_kv=32, vocab_size=512,
            tie_word_embeddings=True)),
    }
    for name, make in cases.items():
        torch.manual_seed(0)
        model = make().eval()
        ids = torch.randint(0, 512, (2, 16))

        class Logits(torch.nn.Module):
            def __init__(self, m):
                super().__init__()
                self.m = m

            def forward(self, ids):
                if name == "t5":
                    return self.m(input_ids=ids, decoder_input_ids=ids).logits
                return self.m(input_ids=ids).logits
        wrapped = Logits(model).eval()
        try:
            text = strata.export(wrapped, (ids,))
            with torch.no_grad():
                want = wrapped(ids)
                got = strata.compile(wrapped, (ids,))(ids)
            if not close(got, want):
                report.fail(f"{name} (tied weights)", "results differ")
            else:
                report.ok(f"{name} with tied weights: strata.export ({len(text) // 1024} KiB of text) and "
                          "strata.compile match eager")
        except Exception as e:
            report.fail(f"{name} (tied weights)", f"{type(e).__name__}: {str(e)[:1500]}")


def render(report):
    """The report's text: its first line (date, machine, command), its tables and its lines."""
    command = " ".join(["scripts/device/python_check.sh"] + sys.argv[1:])
    out = [f"{time.strftime('%Y-%m-%d')}, PyTorch {torch.__version__}, {os.cpu_count()} CPUs; `{command}`", ""]
    if report.rows:
        out += ["| model | device | Strata: cold compile | Strata: run | eager: run | eager / Strata | in eager | "
                "Inductor: cold compile | Inductor: run | Inductor compile / Strata's | Inductor run / Strata's |",
                "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
        for name, device, comp, run, eager, eager_ops, ind_comp, ind_run in report.rows:
            ratio = ind_comp / max(comp, 1e-3) if ind_comp is not None else None
            ind = (f"{ind_comp:.1f} s | {ind_run:.2f} ms | {ratio:.{0 if ratio >= 10 else 1}f}x | {ind_run / run:.2f}"
                   if ratio is not None else " | | | ")
            out.append(f"| {name} | {device} | {comp:.2f} s | {run:.2f} ms | {eager:.2f} ms | {eager / run:.2f} | "
                       f"{eager_ops} | {ind} |")
        out.append("")
    if report.cold:
        out += ["Each model in a fresh process with empty caches (cold compile: the first call less an eager call):", "",
                "| model | device | Strata: cold compile | of which | Inductor: cold compile | Inductor / Strata |",
                "| --- | --- | --- | --- | --- | --- |"]
        for n, device, c, p, ind in report.cold:
            ratio = ind / max(c, 1e-3) if ind is not None else None
            versus = f"{ind:.1f} s | {ratio:.{0 if ratio >= 10 else 1}f}x" if ratio is not None else " | "
            out.append(f"| {n} | {device} | {c:.2f} s | {phase_text(p)} | {versus} |")
        out.append("")
    out += report.lines
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="")
    ap.add_argument("--models", default="")
    ap.add_argument("--zoo", action="store_true", help="the model zoo (zoo.ZOO, test/zoo/) instead of test/models/, "
                    "on random inputs")
    ap.add_argument("--skip-cuda", action="store_true")
    ap.add_argument("--inductor", default="", help="comma-separated models also compiled by Inductor, in the models "
                    "step and (cold) in a fresh process (about 60 s each)")
    ap.add_argument("--only", default="", help="comma-separated: models,fallback,dynamic,cache,tied,cuda,cold")
    ap.add_argument("--cold", default="", help="comma-separated models compiled each in a fresh process (default: --models)")
    ap.add_argument("--cold-device", default="cpu", choices=["cpu", "cuda"], help="the device of --cold's models")
    a = ap.parse_args()
    parts = set(a.only.split(",")) if a.only else {"models", "fallback", "dynamic", "cache", "tied", "cuda", "cold"}
    report = Report()
    catalog = zoo.ZOO if a.zoo else zoo.MODELS
    names = a.models.split(",") if a.models else list(catalog)
    steps = []
    with_inductor = set(a.inductor.split(",")) if a.inductor else set()
    if "models" in parts:
        steps += [(f"model {n}", lambda n=n: check_model(report, n, catalog[n], inductor=n in with_inductor))
                  for n in names]
    if "fallback" in parts:
        steps.append(("fallback", lambda: check_fallback(report)))
    if "dynamic" in parts:
        steps.append(("dynamic", lambda: check_dynamic(report)))
    if "cache" in parts:
        steps.append(("cache", lambda: check_cache(report)))
    if "tied" in parts:
        steps.append(("tied", lambda: check_tied(report)))
    if "cold" in parts:
        for n in (a.cold.split(",") if a.cold else names):
            steps.append((f"cold {n}", lambda n=n: check_cold(report, n, a.cold_device, inductor=n in with_inductor)))
    if "cuda" in parts and not a.skip_cuda and torch.cuda.is_available():
        for n in names:
            steps.append((f"cuda {n}", lambda n=n: check_model(report, n, catalog[n], "cuda",
                                                                inductor=n in with_inductor)))
    for what, step in steps:
        try:
            step()
        except Exception as e:
            report.fail(what, f"{type(e).__name__}: {str(e)[:3000]}")
            traceback.print_exc()
        # After every step, so that a run cut short (a time limit) leaves the report of what it
        # measured.
        if a.out:
            with open(a.out, "w", encoding="utf-8") as f:
                f.write(render(report))
    text = render(report)
    print(text)
    sys.exit(1 if report.failed else 0)


if __name__ == "__main__":
    main()
