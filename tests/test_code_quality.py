"""The code's shape: engine and ai use the standard library only, no module imports
itself round a cycle (at start-up, later from a function, or for the type checker only), no
module grows past one idea's length, mypy (strict, on engine, ai, web, bench, build.py and tools;
on main_side as far as MicroPython's code allows) and ruff (everything) pass with the settings in
pyproject.toml."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "ai", "web", "main_side", "bench", "tools")
#: The build's entry point, beside the packages.
SCRIPTS = ("build.py",)
#: A module past this many lines usually holds two ideas.
MAX_LINES = 400


def modules(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def sources() -> list[Path]:
    return [p for pkg in PACKAGES for p in modules(pkg)] + [ROOT / script for script in SCRIPTS]


def name_of(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path, root: Path = ROOT, ours: frozenset[str] = frozenset()) -> set[str]:
    """Modules imported anywhere in the module, absolute names: in function bodies too (an
    import there runs when the function does) and under ``if TYPE_CHECKING`` (it ties the
    modules as surely, for the type checker and the reader). ``from p import x`` imports
    the module ``p.x`` when ``x`` is one of ``ours`` (a submodule), else the package ``p``
    itself: ``from . import choose`` runs the package's ``__init__``, which is what ties a
    package and the modules it imports at its foot into a cycle."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name_of(path, root) if path.name == "__init__.py" else name_of(path, root).rpartition(".")[0]
    out: set[str] = set()
    for sub in ast.walk(tree):
        if isinstance(sub, ast.Import):
            out.update(a.name for a in sub.names)
        elif isinstance(sub, ast.ImportFrom):
            base = sub.module or ""
            if sub.level:
                parts = package.split(".")
                parts = parts[: len(parts) - sub.level + 1]
                base = ".".join(p for p in [*parts, base] if p)
            out.update(f"{base}.{a.name}" if f"{base}.{a.name}" in ours else base for a in sub.names)
    return out


def import_graph(paths: list[Path], root: Path = ROOT) -> dict[str, set[str]]:
    """Each of our modules and the modules of ours it imports (itself left out)."""
    ours = {name_of(p, root): p for p in paths}
    names = frozenset(ours)
    return {m: {i for i in imports(p, root, names) if i in ours and i != m} for m, p in ours.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The modules that import one another round a cycle, each such group sorted (the strongly
    connected components of more than one module, by Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(m: str) -> None:
        index[m] = low[m] = len(index)
        stack.append(m)
        for n in sorted(graph[m]):
            if n not in index:
                visit(n)
                low[m] = min(low[m], low[n])
            elif n in stack:
                low[m] = min(low[m], index[n])
        if low[m] == index[m]:
            group = stack[stack.index(m):]
            del stack[stack.index(m):]
            if len(group) > 1:
                found.append(sorted(group))

    for m in sorted(graph):
        if m not in index:
            visit(m)
    return sorted(found)


@pytest.mark.parametrize("package", ["engine", "ai"])
def test_engine_and_ai_use_the_standard_library_only(package):
    allowed = set(sys.stdlib_module_names) | {"engine", "ai", "__future__"}
    for path in modules(package):
        for name in imports(path):
            top = name.split(".")[0]
            assert top in allowed, f"{path.relative_to(ROOT)} imports {name}"


def test_no_import_cycles():
    found = [" -> ".join(c) for c in cycles(import_graph(sources()))]
    assert not found, "import cycles: " + "; ".join(found)


def test_the_cycle_check_sees_a_package_and_the_module_it_imports_at_its_foot(tmp_path):
    """``from . import choose`` in a module the package imports is a cycle (the package's
    ``__init__`` runs first); ``from . import value`` names a module, not the package; imports
    in a function body and under ``if TYPE_CHECKING`` count."""
    files = {
        "game/__init__.py": "def choose(): ...\nfrom . import events\nfrom .strong import STRONG\n",
        "game/strong.py": "from . import choose\nSTRONG = choose\n",
        "game/value.py": "WORTH = 1\n",
        "game/events.py": "from . import value as V\n",
        "table/__init__.py": "",
        "table/app.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .home import Home\n",
        "table/home.py": "def draw():\n    from . import app\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    graph = import_graph(sorted(tmp_path.rglob("*.py")), tmp_path)
    assert graph["game.events"] == {"game.value"}
    assert cycles(graph) == [["game", "game.strong"], ["table.app", "table.home"]]


def test_no_module_holds_two_ideas():
    long = [f"{p.relative_to(ROOT)} ({n} lines)" for p in sources()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES]
    assert not long, "split these: " + ", ".join(long)


def tool(name: str) -> str:
    """The pinned tool beside this Python (requirements/test.txt installs it there)."""
    path = shutil.which(name, path=str(Path(sys.executable).parent))
    if path is None:
        pytest.fail(f"{name} is not installed beside {sys.executable}: run `python build.py test`, "
                    "which installs requirements/test.txt")
    return path


def test_mypy_strict_passes_on_the_code_and_the_benchmarks_and_on_the_main_side_as_micropython_allows():
    done = subprocess.run([tool("mypy")], cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_passes_everywhere():
    done = subprocess.run([tool("ruff"), "check", "--no-cache", "--output-format", "concise", "."],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
