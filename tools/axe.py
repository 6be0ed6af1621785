"""axe-core, the accessibility checker the browser tests run inside the page.

Pinned exactly in ``requirements/axe/package.json`` and by its integrity hash in that folder's
``package-lock.json``; installed once from the lock with ``npm ci`` (which checks the package
against the hash and refuses a lock that does not match the pins) into ``.cache/axe/``, never
fetched from a CDN. It is a test tool: the tests inject ``axe.min.js`` into the page they
check (``page.add_script_tag(path=...)``); nothing of it goes into site/.

Standard library only, like build.py, which installs it before the tests run and passes its
path in ``$NWT_AXE``.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from . import stamped
from .common import BuildError, tail

ROOT = Path(__file__).resolve().parent.parent
PINS = ROOT / "requirements" / "axe"
AXE_CACHE = ROOT / ".cache" / "axe"
SCRIPT = Path("node_modules") / "axe-core" / "axe.min.js"


class AxeInstallError(BuildError):
    """A failure a person can act on; the message says what failed and what to do."""


def ensure_axe(pins: Path = PINS, target: Path = AXE_CACHE) -> Path:
    """``axe.min.js`` of the pinned axe-core, installed once; again only when the pins change."""
    wanted = stamped.pins_hash(pins)
    if stamped.is_current(target, wanted, SCRIPT):
        return target / SCRIPT
    print(f"installing axe-core ({pins.relative_to(ROOT)}) into {target} ...", flush=True)

    def fill(partial: Path) -> None:
        for name in ("package.json", "package-lock.json"):
            shutil.copyfile(pins / name, partial / name)
        command = ["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--silent"]
        try:
            done = subprocess.run(command, cwd=partial, capture_output=True, text=True, stdin=subprocess.DEVNULL)
        except FileNotFoundError:
            raise AxeInstallError("installing axe-core: `npm` is not installed. Install Node.js with npm "
                                  "(e.g. `apt-get install npm`).") from None
        if done.returncode != 0:
            raise AxeInstallError(f"installing axe-core with `npm ci` from {pins / 'package-lock.json'} failed "
                                  f"(exit {done.returncode}):\n{tail(done.stderr or done.stdout)}\n"
                                  "Check the network access to the npm registry and run again.")
        if not (partial / SCRIPT).is_file():
            raise AxeInstallError(f"`npm ci` reported success but installed no {SCRIPT}.")

    stamped.install(target, wanted, fill)
    return target / SCRIPT
