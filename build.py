#!/usr/bin/env python3
"""Build, serve, test and measure the New World table. Standard library only (CPython >= 3.11).

    python build.py serve [--port N] [--no-serve]
        Fetch the pinned runtime once into .cache/runtime/ (npm pack, pip download), check
        every file against runtime.lock.json (tools/runtime.py), build our wheel with the build
        backend pyproject.toml declares (tools/wheel.py: installed once into .cache/build-backend/
        from the hash-pinned requirements/build.txt), compile the standard library with the
        pinned Pyodide under Node (tools/bytecode.py; kept in .cache/runtime/stdlib-bytecode/),
        assemble site/ (tools/assemble.py) with its service worker (tools/offline.py: Workbox,
        pinned in requirements/workbox/) and serve it on 127.0.0.1 (tools/server.py). A second
        run uses the caches and needs no network.
    python build.py test [pytest args...]
        Make .venv-test/ from requirements/test.txt (hash-pinned), make sure a Chromium
        exists (tools/testenv.py), install axe-core (tools/axe.py: pinned in requirements/axe/, `npm ci` into
        .cache/axe/), build site/ and run pytest (everything but the `slow` tests, browser included).
    python build.py test --engines [pytest args...]
        The cross-engine tier alone (tests/engines/): the page in WebKit (WebKitGTK's WebDriver
        under Xvfb) and Firefox ESR (WebDriver BiDi), installed from Debian's packages when
        missing (tools/engines.py); never part of the default run.
    python build.py test --fast [pytest args...]
        The fast tier: the core, the contract suite and each game's rules (tests/conftest.py
        says which), with no site and no browser.
    python build.py fuzz [pytest args...]
        The same, running only the long `slow` tests (pytest -m slow).
    python build.py bench [--runs N] [--players N] [--write-figures] [name...]
        Run the named benchmarks of bench/ (all of them by default) and print the figures;
        with --write-figures also write them into docs/figures.md (bench/figures.py).
    python build.py lock
        Re-download the artefacts named in runtime.lock.json and rewrite their checksums
        (tools/runtime.py).
        Only for a deliberate upgrade: edit the versions in runtime.lock.json first.

The site is assembled in a temporary folder beside site/ and swapped in only when complete,
so nothing half-built is ever served. This file is the commands; their parts are the modules
of tools/ (tools/__init__.py lists them).
"""

from __future__ import annotations

import argparse
import subprocess
import sys

from tools.assemble import SITE_DIR, assemble_site
from tools.common import ROOT, BuildError
from tools.runtime import load_lock, relock, runtime_files
from tools.server import make_server, server_url, serving
from tools.testenv import find_chromium, prepare, run_pytest

#: What other code reads as ``build.<name>`` (the benchmarks, the browser tests' server and
#: Chromium, the shipped runtime's files); each lives in its module of tools/.
__all__ = ["ROOT", "SITE_DIR", "BuildError", "find_chromium", "load_lock", "main", "make_server",
           "runtime_files", "serving"]


def cmd_serve(options: argparse.Namespace) -> int:
    site = assemble_site()
    print(f"built {site.relative_to(ROOT)}/")
    if options.no_serve:
        return 0
    try:
        server = make_server(site, port=options.port, quiet=False)
    except OSError as error:
        raise BuildError(f"cannot listen on 127.0.0.1:{options.port} ({error.strerror}); "
                         "choose another with --port N (0: any free port).") from None
    print(f"Serving the New World table at {server_url(server)}  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("\nstopped")
    finally:
        server.server_close()
    return 0


def cmd_test(options: argparse.Namespace) -> int:
    return run_pytest(options.pytest_args)


def cmd_fuzz(options: argparse.Namespace) -> int:
    return run_pytest(["-m", "slow", *options.pytest_args])


def cmd_bench(options: argparse.Namespace) -> int:
    python, env = prepare()
    command = [str(python), "-m", "bench", "--runs", str(options.runs),
               "--site", str(SITE_DIR), *(["--write-figures"] if options.write_figures else []),
               *(["--players", str(options.players)] if options.players else []),
               *options.names]
    return subprocess.run(command, cwd=ROOT, env=env, stdin=subprocess.DEVNULL).returncode


def cmd_lock(options: argparse.Namespace) -> int:
    relock()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=(__doc__ or "").split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="build site/ and serve it on 127.0.0.1")
    serve.add_argument("--port", type=int, default=8000, help="port (default 8000; 0: any free port)")
    serve.add_argument("--no-serve", action="store_true", help="only build site/")
    serve.set_defaults(run=cmd_serve)

    for name, run, text in (("test", cmd_test, "run the test suite (all but slow), browser included"),
                            ("fuzz", cmd_fuzz, "run the long fuzzing tests (pytest -m slow)")):
        sub = commands.add_parser(name, help=text, prefix_chars="+")  # every argument goes to pytest
        sub.add_argument("pytest_args", nargs=argparse.REMAINDER)
        sub.set_defaults(run=run)

    bench = commands.add_parser("bench", help="print the benchmarks' figures")
    bench.add_argument("names", nargs="*", help="benchmarks to run (default: all)")
    bench.add_argument("--runs", type=int, default=5, help="runs per figure (default 5)")
    bench.add_argument("--players", type=int, help="only this player count (<game>-strength measures 4 and 2)")
    bench.add_argument("--write-figures", action="store_true",
                       help="also write each benchmark's figures into docs/figures.md (in place of its earlier ones)")
    bench.set_defaults(run=cmd_bench)

    lock = commands.add_parser("lock", help="re-download the runtime and rewrite runtime.lock.json")
    lock.set_defaults(run=cmd_lock)

    options = parser.parse_args(argv)
    try:
        code: int = options.run(options)
        return code
    except BuildError as error:
        print(f"\nbuild.py {options.command}: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
