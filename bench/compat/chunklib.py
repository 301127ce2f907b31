"""What the chunk measures (torch_mlir_chunks.py, upstream_chunks.py) share: running a tool on a
chunk's text and naming the first diagnostic."""
import os
import re
import subprocess
import tempfile


def run(tool, args, text, path):
    """Runs tool with args on text (written to a temporary file); returns (status, stdout,
    stderr), the temporary file's name in stderr replaced by path."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
        name = f.name
    try:
        p = subprocess.run([tool] + args + [name], capture_output=True, text=True, timeout=120)
        return p.returncode, p.stdout, p.stderr.replace(name, path)
    except subprocess.TimeoutExpired:
        return 124, "", "timeout"
    finally:
        os.unlink(name)


def first_error(err):
    """The message of the first located diagnostic in err (else its first line)."""
    lines = [l for l in err.splitlines() if l.strip()]
    for l in lines:
        m = re.search(r":\d+:\d+: (error|note|warning): (.*)", l)
        if m:
            return m.group(2)
    return lines[0] if lines else "(no message)"


def cause_key(msg):
    # An unknown op is a cause of its own, named.
    if re.match(r"(custom op '[^']*' is unknown|unregistered operation '[^']*')", msg):
        return msg[:160]
    msg = re.sub(r"'[^']*'", "'X'", msg)
    msg = re.sub(r"\"[^\"]*\"", '"X"', msg)
    msg = re.sub(r"\d+", "N", msg)
    return msg[:160]


def mlir_files(argv, root):
    """Reads a measure's command line: -v (list every failure) and files or folders, each also
    looked up under root; returns (verbose, the .mlir files, sorted within each folder)."""
    verbose = "-v" in argv
    files = []
    for a in [a for a in argv if a != "-v"] or [root]:
        if not os.path.exists(a) and os.path.exists(os.path.join(root, a)):
            a = os.path.join(root, a)
        if os.path.isdir(a):
            files += sorted(os.path.join(d, n) for d, _, ns in os.walk(a) for n in ns if n.endswith(".mlir"))
        else:
            files.append(a)
    return verbose, files
