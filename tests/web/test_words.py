"""Every text of the shell and of every game's table, filled with every kind of name and number:
the default name is the second person ("You take", "from you", "Your turn"; "내가"), and a
Korean particle agrees with the word before it as that word is read aloud, digits included."""

from __future__ import annotations

import ast
import random
import re
import string
from pathlib import Path

import pytest

from engine import GAMES
from web import commands as c
from web import games, i18n
from web.context import TableContext
from web.i18n import You, tr

from .table_checks import text_of

WEB = Path(__file__).resolve().parents[2] / "web"

# --- an oracle of its own: how Korean reads a number aloud (Sino-Korean) -------------------------

_DIGITS = "영일이삼사오육칠팔구"
_UNITS = ((10000, "만"), (1000, "천"), (100, "백"), (10, "십"))


def read_aloud(n: int) -> str:
    """7 칠, 10 십, 21 이십일, 100 백, 1000 천, 10000 만, 12345 만이천삼백사십오."""
    if n == 0:
        return _DIGITS[0]
    out = ""
    for unit, word in _UNITS:
        count, n = divmod(n, unit)
        if count:
            out += ("" if count == 1 else read_aloud(count)) + word
    return out + (_DIGITS[n] if n else "")


def test_the_oracle_reads_numbers_as_korean_does():
    assert [read_aloud(n) for n in (0, 3, 7, 10, 16, 21, 100, 108, 1000, 10000, 12345)] == [
        "영", "삼", "칠", "십", "십육", "이십일", "백", "백팔", "천", "만", "만이천삼백사십오"]


def _final(syllable: str) -> int:
    return (ord(syllable) - 0xAC00) % 28


#: Names of every kind, with how a Korean reads them aloud.
NAMES = {"Ana": "아나", "Bob": "밥", "Paul": "폴", "민수": "민수", "지현": "지현", "하늘": "하늘",
         "컴퓨터 2": "컴퓨터 이", "Computer 10": "컴퓨터 십", "R2D2": "알투디투"}
NUMBERS = [*range(101), 1000, 10000, 12345]


def expected_particle(reading: str, which: str) -> str:
    """The particle ``which`` (either of its forms) after a word read ``reading``."""
    final = _final(reading[-1])
    after_consonant, after_vowel = i18n.PARTICLES[which]
    if after_consonant == "으로":
        return "로" if final in (0, 8) else "으로"  # ㄹ takes 로 like a vowel: 물로, 칠로
    return after_consonant if final else after_vowel


def probes() -> list[tuple[object, str]]:
    """(value, its reading aloud) for every kind of name and number."""
    return [*NAMES.items(), *((n, read_aloud(n)) for n in NUMBERS)]


def test_particles_agree_with_every_kind_of_name_and_number():
    for value, reading in probes():
        for which in i18n.PARTICLES:
            assert i18n.particle(str(value), which) == expected_particle(reading, which), (value, which)


# --- every text with every kind of value --------------------------------------------------------

games.load_all()


def _fields(text: str) -> list[tuple[str, str]]:
    return [(f, spec or "") for _, f, spec, _ in string.Formatter().parse(text) if f]


def _filler(spec: str) -> object:
    return 3 if "|" in spec else "Zed"


#: Korean words a number is followed by that begin like a particle: counters, not particles.
COUNTERS = ("가지", "이상", "이하", "이내", "이후", "이전")
_PARTICLE_FORMS = sorted({form for pair in i18n.PARTICLES.values() for form in pair}, key=len, reverse=True)


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_no_text_writes_a_particle_the_word_before_it_cannot_agree_with(lang):
    """A particle right after a field comes from the field (``{n:은}``), never fixed in the
    text: "가치 {value}는" read "가치 칠는"."""
    fixed = []
    for key, text in i18n.TEXTS[lang].items():
        for match in re.finditer(r"\{(\w+)(:[^{}]*)?\}([가-힣]+)", text):
            after = match.group(3)
            if not match.group(2) and not after.startswith(COUNTERS) and after.startswith(tuple(_PARTICLE_FORMS)):
                fixed.append((key, match.group(0)))
    assert not fixed


def test_every_korean_text_takes_the_particle_each_name_and_number_asks_for():
    checked = 0
    for key, text in i18n.TEXTS["ko"].items():
        fields = _fields(text)
        for field, spec in fields:
            if spec not in i18n.PARTICLES:
                continue
            for value, reading in probes():
                filled = {f: _filler(s) for f, s in fields} | {field: value}
                out = tr("ko", key, **filled)
                assert f"{value}{expected_particle(reading, spec)}" in out, (key, value, out)
                checked += 1
    assert checked > 10000  # every game's texts were read


#: The fields a seat's name is given in: every ``field=ctx.name(...)`` in web/ (checked below).
NAME_FIELDS = {"name", "giver", "receiver", "first", "names", "text"}


def test_the_name_fields_are_every_field_a_seat_name_is_given_in():
    given = set()
    for path in WEB.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.keyword) and isinstance(node.value, ast.Call):
                func = node.value.func
                if isinstance(func, ast.Attribute) and func.attr == "name":
                    given.add(node.arg)
    assert given and given <= NAME_FIELDS


def _third_person(word: str) -> bool:
    return word in ("is", "has", "does", "was") or (word.endswith("s") and not word.endswith(("ss", "us")))


def english_agrees_with_you(out: str, sentence: bool = True) -> list[str]:
    """What in ``out`` does not treat "you" as the second person (``sentence``: ``out`` is one
    sentence, not a page's words run together, so a capital inside it is wrong too)."""
    wrong = [m.group(0) for m in re.finditer(r"\b[Yy]ou ([a-z]+)\b", out) if _third_person(m.group(1))]
    wrong += re.findall(r"\b[Yy]ou's\b|\b[Yy]ou \([Yy]ou\)", out)
    if sentence:
        wrong += re.findall(r"[a-z,] You\b", out)
    return wrong


def test_every_english_text_agrees_with_you_in_every_name_field():
    checked = 0
    you = You(tr("en", "home.name_default"))
    for key, text in i18n.TEXTS["en"].items():
        fields = _fields(text)
        for field, _ in fields:
            if field not in NAME_FIELDS:
                continue
            out = tr("en", key, **({f: _filler(s) for f, s in fields} | {field: you}))
            assert not english_agrees_with_you(out), (key, out)
            if text.startswith("{" + field):
                assert "their" not in out and out.startswith("You"), (key, out)
                # Its second verb agrees too ("You put ... and take"); "its" is no verb.
                second = [w for w in re.findall(r"\band (?:re-)?([a-z]+)\b", out) if w != "its" and _third_person(w)]
                assert not second, (key, out)
            # A name the player typed stays the third person: the text as it is written.
            typed = {f: _filler(s) for f, s in fields} | {field: "Ana (you)"}
            assert tr("en", key, **typed) == text.format(**{f: i18n.Word(v) for f, v in typed.items()})
            checked += 1
    assert checked > 100


def test_the_default_name_is_you_and_a_typed_name_says_you():
    ctx = TableContext(view={}, legal=[], lang="en", human=0, names=["You", "Computer 2"])
    assert (tr("en", "mn.log.swap", name=ctx.name(0), card="coffee (4)", market_card="tobacco (3)")
            == "You put coffee (4) in the market and take tobacco (3).")
    assert ctx.name(0) == "You" and isinstance(ctx.name(0), You) and ctx.name(1) == "Computer 2"
    assert tr("en", "mn.log.take", name=ctx.name(0), card="Gold", giver=ctx.name(1)) == "You take Gold from Computer 2."
    assert (tr("en", "mn.log.take", name=ctx.name(1), card="Gold", giver=ctx.name(0))
            == "Computer 2 takes Gold from you.")
    assert tr("en", "pr.log.pass.craftsman", name=ctx.name(0)) == "You leave your production in the supply."
    ko = TableContext(view={}, legal=[], lang="ko", human=0, names=["나", "컴퓨터 2"])
    assert tr("ko", "mn.log.announce", name=ko.name(0), n=2) == "내가 2장을 선언합니다."
    assert tr("ko", "mn.log.take", name=ko.name(1), card="금", giver=ko.name(0)) == "컴퓨터 2가 나에게서 금을 뽑습니다."
    named = TableContext(view={}, legal=[], lang="en", human=0, names=["Ana", "Computer 2"])
    assert named.name(0) == "Ana (you)"
    assert tr("en", "mn.log.draw", name=named.name(0), n=1) == "Ana (you) draws 1 card."
    assert tr("ko", "mn.log.announce", name="민수 (나)", n=2) == "민수 (나)가 2장을 선언합니다."


# --- a whole match of each game with the default name -------------------------------------------

@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
@pytest.mark.parametrize("game", [g for g in GAMES if g in games.TABLES and g != "toy"])
def test_a_whole_match_with_the_default_name_reads_as_the_second_person(make_app, game, lang):
    app = make_app(lang)
    app.handle(c.PickGame(game))
    app.handle(c.Start(), {"name": ""})
    rng = random.Random(30)
    pages = []
    for _ in range(3000):
        app.run_ai()
        pages.append(text_of(str(app.render())))
        if app.match.over:
            break
        app.handle(c.Play((rng.choice(app.match.legal(app.human)).code,)))
    app.handle(c.Log('open'))
    pages.append(text_of(str(app.render())))
    words = " ".join(pages)
    assert app.match.over
    if lang == "en":
        assert "You" in words and not english_agrees_with_you(words, sentence=False)
    elif lang == "ko":
        assert "내가" in words or "나는" in words or "나의" in words
        assert not re.search(r"나 \(나\)|(?<![가-힣])나[가이]\b", words)
    else:  # Chinese needs no grammar for 你: 輪到你, 你拿取…; the default name is never marked 你（你）
        assert "你" in words and not re.search(r"你\s*[（(]你[）)]", words)
