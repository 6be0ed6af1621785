"""The code's shape: engine and ai use the standard library only, no module imports
itself round a cycle (at start-up or later, from a function), no module grows past one
idea's length, mypy (strict, on engine, ai, web, build.py and tools) and ruff (everything)
pass with the settings in pyproject.toml."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "ai", "web", "bench", "tools")
#: The build's entry point, beside the packages.
SCRIPTS = ("build.py",)
#: A module past this many lines usually holds two ideas.
MAX_LINES = 400


def modules(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def sources() -> list[Path]:
    return [p for pkg in PACKAGES for p in modules(pkg)] + [ROOT / script for script in SCRIPTS]


def name_of(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def runtime_nodes(node: ast.AST) -> list[ast.AST]:
    """Every node under `node`, function and class bodies included (an import there runs when
    the function does), but not what is under ``if TYPE_CHECKING`` (it never runs)."""
    out: list[ast.AST] = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
            out.extend(n for other in child.orelse for n in [other, *runtime_nodes(other)])
            continue
        out.append(child)
        out.extend(runtime_nodes(child))
    return out


def imports(path: Path) -> set[str]:
    """Modules imported anywhere in the module, in function bodies too (not under ``if
    TYPE_CHECKING``), absolute names."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name_of(path) if path.name == "__init__.py" else name_of(path).rpartition(".")[0]
    out: set[str] = set()
    for sub in runtime_nodes(tree):
        if isinstance(sub, ast.Import):
            out.update(a.name for a in sub.names)
        elif isinstance(sub, ast.ImportFrom):
            base = sub.module or ""
            if sub.level:
                parts = package.split(".")
                parts = parts[: len(parts) - sub.level + 1]
                base = ".".join(p for p in [*parts, base] if p)
            if sub.module:  # "from . import x" imports x, not the package's own __init__ again
                out.add(base)
            out.update(f"{base}.{a.name}" for a in sub.names)
    return out


@pytest.mark.parametrize("package", ["engine", "ai"])
def test_engine_and_ai_use_the_standard_library_only(package):
    allowed = set(sys.stdlib_module_names) | {"engine", "ai", "__future__"}
    for path in modules(package):
        for name in imports(path):
            top = name.split(".")[0]
            assert top in allowed, f"{path.relative_to(ROOT)} imports {name}"


def test_no_import_cycles():
    ours = {name_of(p): p for p in sources()}
    graph = {m: {i for i in imports(p) if i in ours and i != m} for m, p in ours.items()}
    state: dict[str, int] = {}

    def visit(m: str, path: list[str]) -> None:
        state[m] = 1
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                cycle = path[path.index(n):] + [n] if n in path else [m, n]
                raise AssertionError("import cycle: " + " -> ".join(cycle))
            if n not in state:
                visit(n, [*path, n])
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [m])


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


def test_mypy_strict_passes_on_engine_ai_web_and_the_build():
    done = subprocess.run([tool("mypy")], cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_passes_everywhere():
    done = subprocess.run([tool("ruff"), "check", "--no-cache", "--output-format", "concise", "."],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
