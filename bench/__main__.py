"""python -m bench [--runs N] [--players N] [--write-figures] [name...]
(normally via build.py bench)."""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from pathlib import Path

from bench import ROOT, Options, figures, registry


def main(argv: list[str] | None = None) -> int:
    benchmarks = registry()
    parser = argparse.ArgumentParser(prog="build.py bench")
    parser.add_argument("names", nargs="*", help=f"any of: {', '.join(sorted(benchmarks))} (default: all)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--site", type=Path, default=Options().site, help="the built site to measure")
    parser.add_argument("--players", type=int, default=None,
                        help="only this player count, where a benchmark measures several (<game>-strength)")
    parser.add_argument("--write-figures", action="store_true",
                        help=f"also write each benchmark's figures into {figures.PAGE.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    unknown = [name for name in args.names if name not in benchmarks]
    if unknown:
        parser.error(f"unknown benchmark(s) {', '.join(unknown)}; known: {', '.join(sorted(benchmarks))}")
    options = Options(runs=args.runs, site=args.site, players=args.players)
    missed = []
    written = {}
    for name in args.names or sorted(benchmarks):
        bench = benchmarks[name]
        print(f"== {name}: {bench.about}", flush=True)
        started = time.perf_counter()
        printed = figures.Tee(sys.stdout)
        with contextlib.redirect_stdout(printed):
            if bench.run(options) is False:
                missed.append(name)
        written[name] = figures.block(name, bench.about, printed.text(), options)
        print(f"   ({time.perf_counter() - started:.1f} s)\n", flush=True)
    if args.write_figures:
        figures.write(written)
        print(f"wrote the figures of {', '.join(written)} into {figures.PAGE}")
    if missed:
        print(f"goals missed in: {', '.join(missed)}")
    return 0  # figures are reported, not enforced


if __name__ == "__main__":
    sys.exit(main())
