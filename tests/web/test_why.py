"""Why not (web/why.py, engine/why.py): every rule a game can name has its words in every
language, and the rules every game shares too."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine import why
from web import i18n
from web.games import load_all
from web.why import text_key

ENGINE = Path(why.__file__).parent


def _named_rules() -> set[str]:
    """The rules the engine's games name: each ``Refusal("<rule>", ...)`` in a game's why.py."""
    found = set()
    for path in ENGINE.glob("*/why.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Refusal" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                found.add(node.args[0].value)
    return found


@pytest.mark.parametrize("lang", sorted(i18n.TEXTS))
def test_every_rule_a_game_names_and_every_shared_one_has_words(lang):
    load_all()
    rules = _named_rules() | {why.NOT_NOW, why.NOT_YOUR_TURN, why.OVER}
    assert len(rules) > 10
    missing = [rule for rule in sorted(rules) if text_key(rule) not in i18n.TEXTS[lang]]
    assert not missing, missing


def test_a_game_s_rule_is_in_its_own_texts_and_a_shared_one_in_the_shell_s():
    assert text_key("pr.build_owned") == "pr.why.build_owned" and text_key("not_now") == "why.not_now"
