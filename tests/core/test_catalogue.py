"""The catalogue's one loader: the rules, the computer player and the table of a game found
without importing them, and imported only when asked for (engine.catalogue.built/load, which
engine.GAMES, ai and web.games.TABLES all use)."""

from __future__ import annotations

import dataclasses
import sys

import pytest

import engine
from engine import ENTRIES, catalogue

PARTS = ("rules", "player", "table")


@pytest.mark.parametrize("part", PARTS)
def test_every_game_of_the_catalogue_has_each_part_found_and_loaded_by_its_name(part):
    for game_id, entry in ENTRIES.items():
        assert catalogue.built(game_id, part)
        module = catalogue.load(game_id, part)
        assert module is not None and module.__name__ == getattr(entry, part)


@pytest.mark.parametrize("part", PARTS)
def test_a_game_outside_the_catalogue_has_no_part(part):
    for game_id in ("no-such-game", "", None, 3):
        assert not catalogue.built(game_id, part)
        assert catalogue.load(game_id, part) is None


@pytest.mark.parametrize("part", PARTS)
def test_a_part_not_built_yet_is_absent_not_an_error(part, monkeypatch):
    monkeypatch.setitem(ENTRIES, "endeavor", dataclasses.replace(ENTRIES["endeavor"], module="not_built_yet"))
    assert not catalogue.built("endeavor", part)
    assert catalogue.load("endeavor", part) is None


def test_a_part_that_imports_a_missing_module_is_a_fault_not_a_game_to_come(tmp_path, monkeypatch):
    (tmp_path / "broken_game.py").write_text("import a_module_that_is_not_there\n")
    monkeypatch.setattr(engine, "__path__", [*engine.__path__, str(tmp_path)])
    monkeypatch.setitem(ENTRIES, "endeavor", dataclasses.replace(ENTRIES["endeavor"], module="broken_game"))
    assert catalogue.built("endeavor", "rules")
    with pytest.raises(ModuleNotFoundError, match="a_module_that_is_not_there"):
        catalogue.load("endeavor", "rules")
    sys.modules.pop("engine.broken_game", None)


def test_every_game_is_named_in_korean_by_the_catalogue():
    for entry in ENTRIES.values():
        assert entry.korean_title and any("\uac00" <= c <= "\ud7a3" for c in entry.korean_title)


def test_every_game_is_named_in_traditional_chinese_by_the_catalogue():
    """Mundus Novus as its Chinese rulebook names it (新世界), the others as their Chinese editions
    do or as docs/glossary-zh-Hant.md records the choice."""
    for entry in ENTRIES.values():
        assert entry.chinese_title and all("\u4e00" <= c <= "\u9fff" or c == "：" for c in entry.chinese_title)
    assert ENTRIES["mundus-novus"].chinese_title == "新世界" and ENTRIES["puerto-rico"].chinese_title == "波多黎各"
