"""axe-core for the browser tests (tools/axe.py): pinned exactly with its integrity hash, installed
once from the lock with `npm ci`, again only when the pins change, and never part of the site."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from tools import axe

ROOT = Path(__file__).resolve().parent.parent


def test_axe_core_is_pinned_exactly_with_its_integrity_hash():
    package = json.loads((axe.PINS / "package.json").read_text())
    (version,) = package["dependencies"].values()
    assert list(package["dependencies"]) == ["axe-core"] and re.fullmatch(r"\d+\.\d+\.\d+", version)
    lock = json.loads((axe.PINS / "package-lock.json").read_text())
    packages = {name: entry for name, entry in lock["packages"].items() if name}
    assert list(packages) == ["node_modules/axe-core"]  # it has no dependencies
    assert packages["node_modules/axe-core"]["version"] == version
    assert re.fullmatch(r"sha512-[A-Za-z0-9+/=]+", packages["node_modules/axe-core"]["integrity"])
    assert "resolved" not in packages["node_modules/axe-core"]  # from whichever registry npm is set to


def test_it_is_installed_with_npm_ci_once_and_again_only_when_the_pins_change(tmp_path, monkeypatch):
    pins, target = tmp_path / "pins", tmp_path / "cache" / "axe"
    pins.mkdir()
    for name in ("package.json", "package-lock.json"):
        (pins / name).write_text((axe.PINS / name).read_text())
    runs = []

    def npm(command, cwd, **kwargs):
        runs.append(command)
        script = Path(cwd) / axe.SCRIPT
        script.parent.mkdir(parents=True)
        script.write_text("/* axe */")
        return subprocess.CompletedProcess(command, 0, "", "")

    monkeypatch.setattr(axe.subprocess, "run", npm)
    monkeypatch.setattr(axe, "ROOT", tmp_path)
    script = axe.ensure_axe(pins, target)
    assert script == target / axe.SCRIPT and script.read_text() == "/* axe */"
    assert runs[0][:2] == ["npm", "ci"] and "--ignore-scripts" in runs[0]
    axe.ensure_axe(pins, target)
    assert len(runs) == 1  # the stamp matches the pins: nothing to do
    (pins / "package.json").write_text((pins / "package.json").read_text().replace("axe-core", "axe-core "))
    axe.ensure_axe(pins, target)
    assert len(runs) == 2


def test_a_failed_install_says_what_to_do_and_leaves_nothing_half_done(tmp_path, monkeypatch):
    pins, target = tmp_path / "pins", tmp_path / "cache" / "axe"
    pins.mkdir()
    for name in ("package.json", "package-lock.json"):
        (pins / name).write_text((axe.PINS / name).read_text())
    monkeypatch.setattr(axe.subprocess, "run",
                        lambda command, **kw: subprocess.CompletedProcess(command, 1, "", "npm ERR! network"))
    monkeypatch.setattr(axe, "ROOT", tmp_path)
    with pytest.raises(axe.AxeInstallError, match="network access to the npm registry"):
        axe.ensure_axe(pins, target)
    assert list((tmp_path / "cache").iterdir()) == []


def test_axe_core_is_a_test_tool_not_part_of_the_site():
    testenv = (ROOT / "tools" / "testenv.py").read_text()
    assert "ensure_axe" in testenv.split("def prepare(", 1)[1].split("\ndef ", 1)[0]
    assert "axe" not in (ROOT / "tools" / "assemble.py").read_text()
