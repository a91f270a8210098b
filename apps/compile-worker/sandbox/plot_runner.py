"""Runs one user plot script inside the compile worker's bubblewrap sandbox.

Started ahead of time by the worker's warm pool: the slow part (Python, numpy and matplotlib start-up)
happens before a job arrives. Then it reads the script from stdin, lowers its own resource limits for
the user's code and runs it in /work, where plot.png is expected. On failure the last stderr line is a
JSON report the worker turns into the error message.
"""
import json
import math
import os
import resource
import sys
import traceback

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (warm-up import)
import numpy  # noqa: E402,F401  (warm-up import)

REPORT_MARK = "@@eps-plot-error@@"


def limit(kind, value):
    resource.setrlimit(kind, (value, value))


def warm_up():
    """Draws and renders one small figure, so fonts and the Agg renderer are loaded before a job."""
    figure = plt.figure(figsize=(1, 1))
    figure.gca().plot([0, 1], [0, 1])
    figure.canvas.draw()
    plt.close(figure)


def main():
    cpu_seconds, memory_bytes, file_bytes = (int(a) for a in sys.argv[1:4])
    warm_up()
    print("ready", flush=True)
    source = sys.stdin.read()
    used = resource.getrusage(resource.RUSAGE_SELF)
    limit(resource.RLIMIT_CPU, math.ceil(used.ru_utime + used.ru_stime) + cpu_seconds)
    limit(resource.RLIMIT_AS, memory_bytes)
    limit(resource.RLIMIT_FSIZE, file_bytes)
    try:
        code = compile(source, "plot.py", "exec")
        exec(code, {"__name__": "__main__", "__file__": "plot.py"})
    except BaseException as error:  # report everything, SystemExit and MemoryError included
        if isinstance(error, SystemExit) and error.code in (None, 0):
            return 0
        line = getattr(error, "lineno", None) if isinstance(error, SyntaxError) else None
        for frame in traceback.extract_tb(error.__traceback__):
            if frame.filename == "plot.py":
                line = frame.lineno
        report = {"type": type(error).__name__, "message": str(error)[:500], "line": line}
        sys.stderr.write("\n" + REPORT_MARK + json.dumps(report) + "\n")
        sys.stderr.flush()
        return 1
    return 0


if __name__ == "__main__":
    status = main()
    sys.stdout.flush()
    sys.stderr.flush()
    # Skip the interpreter's shutdown: tearing down numpy and matplotlib costs more than the plot took,
    # and the sandbox is thrown away anyway (savefig has closed plot.png by now).
    os._exit(status)
