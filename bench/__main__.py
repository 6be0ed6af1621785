"""python -m bench [--runs N] [--loader files|micropip] [name...]  (normally via build.py bench)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from bench import Options, registry


def main(argv: list[str] | None = None) -> int:
    benchmarks = registry()
    parser = argparse.ArgumentParser(prog="build.py bench")
    parser.add_argument("names", nargs="*", help=f"any of: {', '.join(sorted(benchmarks))} (default: all)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--loader", default="files", help="how the site loads our wheel (for the report)")
    parser.add_argument("--site", type=Path, default=Options().site, help="the built site to measure")
    args = parser.parse_args(argv)
    unknown = [name for name in args.names if name not in benchmarks]
    if unknown:
        parser.error(f"unknown benchmark(s) {', '.join(unknown)}; known: {', '.join(sorted(benchmarks))}")
    options = Options(runs=args.runs, loader=args.loader, site=args.site)
    missed = []
    for name in args.names or sorted(benchmarks):
        bench = benchmarks[name]
        print(f"== {name}: {bench.about}", flush=True)
        started = time.perf_counter()
        if bench.run(options) is False:
            missed.append(name)
        print(f"   ({time.perf_counter() - started:.1f} s)\n", flush=True)
    if missed:
        print(f"goals missed in: {', '.join(missed)}")
    return 0  # figures are reported, not enforced


if __name__ == "__main__":
    sys.exit(main())
