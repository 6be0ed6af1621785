"""Python run in MicroPython, the interpreter of the page's main side: the pinned build
(runtime.lock.json's ``micropython``, checked as the build checks it) under Node, so that a
module written for both interpreters is tested in both.

A module is given as its source, as the build ships it inline in the page: the main side's
modules are one script, so a module's ``from web.x import ...`` fails there and what it names
is already defined by the module before it.
"""

from __future__ import annotations

import functools
import json
import os
import subprocess
import tempfile
from pathlib import Path

from tools import runtime

ROOT = Path(__file__).resolve().parent.parent
FILES = ("micropython.mjs", "micropython.wasm")

#: Loads MicroPython, runs the script given on stdin (with top-level ``await`` where NWT_AWAIT is
#: set), prints what it printed; a Python error is printed as ``PythonError`` and its message, and
#: the exit status is 1. ``makeStorage(entries)`` is a stand-in for the browser's localStorage (a
#: value given as a number is that many "x", made in JavaScript), ``makeThing(entries)`` an
#: object with such properties (an address, a storage event).
RUNNER = """import {loadMicroPython} from './micropython.mjs';
import {readFileSync} from 'node:fs';
const made = (entries) => entries.map(([k, v]) => [k, typeof v === 'number' ? 'x'.repeat(v) : v]);
globalThis.makeStorage = (entries) => { const m = new Map(made(entries));
  return {get length() { return m.size; }, key(i) { return [...m.keys()][i] ?? null; },
          getItem(k) { return m.has(k) ? m.get(k) : null; }}; };
globalThis.makeThing = (props) => Object.fromEntries(made(props));
const out = [];
const mp = await loadMicroPython({heapsize: 16 * 1024 * 1024, stdout: (line) => out.push(line)});
try {
  const code = readFileSync(0, 'utf8');
  if (process.env.NWT_AWAIT) { await mp.runPythonAsync(code); } else { mp.runPython(code); }
  process.stdout.write(out.join('\\n'));
} catch (error) {
  process.stdout.write(out.join('\\n') + '\\nPythonError ' + error.message);
  process.exitCode = 1;
}
"""


class MicroPythonError(AssertionError):
    """The script raised in MicroPython (its traceback is the message)."""


@functools.cache
def _folder() -> Path:
    (artefact,) = [a for a in runtime.load_lock()["artefacts"] if a["name"] == "micropython"]
    files = runtime.read_artefact_files(artefact, runtime.fetch_artefact(artefact))
    folder = Path(tempfile.mkdtemp(prefix="nwt-micropython-"))
    for name in FILES:
        (folder / name).write_bytes(files[name])
    (folder / "run.mjs").write_text(RUNNER, encoding="utf-8")
    return folder


def run(modules: tuple[str, ...], code: str, awaits: bool = False) -> str:
    """Run ``modules`` (paths under the repository, in order, as one script) and then ``code``
    in MicroPython (``awaits``: ``code`` may ``await`` at its top level); what it printed."""
    script = "".join((ROOT / name).read_text(encoding="utf-8") + "\n" for name in modules) + code
    env = {**os.environ, **({"NWT_AWAIT": "1"} if awaits else {})}
    done = subprocess.run(["node", "run.mjs"], cwd=_folder(), input=script, capture_output=True, text=True,
                          timeout=120, env=env)
    if done.returncode != 0:
        raise MicroPythonError(done.stdout[-4000:] + done.stderr[-2000:])
    return done.stdout


def values(modules: tuple[str, ...], code: str) -> object:
    """Run ``modules`` and then ``code``, which prints one JSON text last: that value."""
    return json.loads(run(modules, code).splitlines()[-1])
