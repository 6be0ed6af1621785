"""The page's start-up imports only what the home screen draws: a game's rules, computer player
and table are imported the first time that game is shown (engine.GAMES, web.games.TABLES).
In Pyodide every module is compiled from source at start-up, so this is most of the time
between the interpreter being ready and the home screen being interactive.

Each check runs in a fresh interpreter: in this one the other tests have imported everything.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from engine.catalogue import ENTRIES_IN_ORDER

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import json, sys
from web import screens
from web.commands import Open, parse
from web.present import frame
from web.saves import MemoryStorage
from web.thinking import run_ai
from web.update import start, update

def loaded():
    return sorted(m for m in sys.modules if m.split(".")[0] in ("engine", "ai", "web") and m.count(".") >= 1)

state, world = start(MemoryStorage(), language="ko")
update(state, world, Open(""))
home = str(screens.render(frame(state, world)))
at_home = loaded()
update(state, world, parse("pick-game:puerto-rico"))
update(state, world, parse("players:3"))
picked = str(screens.render(frame(state, world)))
update(state, world, parse("start"))
for _ in range(50):  # the human's first choices, until a computer player has decided (and been imported)
    if run_ai(state, world, []):
        break
    update(state, world, parse("play:" + state.match.legal(0)[0].code))
table = str(screens.render(frame(state, world)))
json.dump({"at_home": at_home, "home": home, "picked": picked, "table": table,
           "screen": state.screen, "after": loaded()}, sys.stdout)
"""


def _run(script: str, *flags: str) -> dict:
    done = subprocess.run([sys.executable, "-I", *flags, "-c",
                           "import sys; sys.path.insert(0, sys.argv[1]); exec(sys.argv[2])", str(ROOT), script],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_home_screen_imports_only_the_game_it_shows():
    out = _run(SCRIPT)
    at_home = set(out["at_home"])
    # The home screen offers the first game (Mundus Novus) with its options and its computers'
    # levels: its rules say which options it has (none); the levels are the catalogue's, and
    # its table and computer player wait until a match starts. Nothing of the other games.
    assert "engine.mundus_novus" in at_home
    assert not any(m.startswith(("web.games.mundus_novus", "ai.mundus_novus")) for m in at_home)
    for other in [e.module for e in ENTRIES_IN_ORDER[1:]]:
        assert not any(m.startswith((f"engine.{other}", f"web.games.{other}", f"ai.{other}")) for m in at_home), other
    assert "몬두스 노부스" in out["home"] and "푸에르토리코" in out["home"]


def test_a_game_picked_later_brings_its_rules_texts_and_computer_player():
    out = _run(SCRIPT)
    after = set(out["after"])
    assert {"engine.puerto_rico", "web.games.puerto_rico", "ai.puerto_rico"} <= after
    assert out["screen"] == "match"
    # The options and the table speak Korean from the game's own texts, never a raw key.
    assert "no text" not in out["picked"] + out["table"]
    assert "총독" in out["table"]  # the Governor, in the Puerto Rico table's Korean texts


STANDARD = r"""
import json, sys
before = set(sys.modules)
from web import home, screens, table, patch, markup, thinking
from web.commands import Open
from web.present import frame
from web.saves import MemoryStorage
from web.update import start, update
state, world = start(MemoryStorage(), language="en")
update(state, world, Open(""))
html = str(screens.render(frame(state, world)))
json.dump(sorted(set(sys.modules) - before), sys.stdout)
"""


def test_the_start_imports_no_standard_module_the_home_screen_can_do_without():
    # Each of these cost the page 15-150 ms of its start in Pyodide when the standard library
    # was compiled as it was imported; the site now ships it compiled (tools/bytecode.py), and
    # they still cost their loading and running: urllib.parse (and ipaddress) for the query,
    # html (and its entity table) for escaping, secrets (hmac) for a seed, difflib until a
    # redraw aligns parts that came or went.
    loaded = set(_run(STANDARD, "-S"))  # -S: no site, whose .pth files may import some of them
    assert not loaded & {"urllib.parse", "ipaddress", "html", "html.entities", "secrets", "hmac", "difflib"}
