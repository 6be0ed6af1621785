"""Every text a person reads, in English, Korean and Traditional Chinese (:data:`LANGUAGES`),
through one function: :func:`tr`.

Catalogues are plain dicts, key -> text with ``{name}`` fields. The table's own texts are
in :mod:`web.texts`; each game's table adds its catalogue with :func:`add`. English is the fallback; a
test checks that every key exists in every language with the same fields.
"""

from __future__ import annotations

import re
import string
from typing import TYPE_CHECKING

from .home_form import LANGUAGES as LANGUAGES
from .home_form import pick_language as pick_language
from .spacing import apart
from .texts import TEXTS as TEXTS  # the shell's catalogue, which the games' texts join

if TYPE_CHECKING:
    from engine import BadRecord


_ADDED: list[dict[str, dict[str, str]]] = []


def add(catalogue: dict[str, dict[str, str]]) -> None:
    """Add a game's texts (the same shape as :data:`TEXTS`); keys must be new. Adding the same
    catalogue again changes nothing (a table's texts add themselves on import, and
    ``web.games.TABLES`` adds them too)."""
    if any(catalogue is done for done in _ADDED):
        return
    _ADDED.append(catalogue)
    for lang, texts in catalogue.items():
        clash = set(texts) & set(TEXTS[lang])
        if clash:
            raise ValueError(f"text keys defined twice: {sorted(clash)[:5]}")
        TEXTS[lang].update(texts)


def why(lang: str, exc: BadRecord) -> str:
    """Why a record cannot be opened, in ``lang`` (the error's own sentence if it has no text)."""
    fields = {k: tr(lang, f"game.{v}") if k in ("game", "wanted") and f"game.{v}" in TEXTS["en"] else v
              for k, v in exc.fields.items()}
    try:
        return tr(lang, f"record.{exc.code}", **fields)
    except (KeyError, IndexError):
        return str(exc)


def tr(lang: str, key: str, **fields: object) -> str:
    """The text ``key`` in ``lang`` (English if missing there), with ``fields`` filled in.

    A field may say how it joins the words around it (see :class:`Word`): ``{name:이}`` adds
    the Korean particle that agrees with the name (컴퓨터 3이, 아나가), ``{n:doubloon|doubloons}``
    is the English word in the number ``n`` asks for, ``{token:a}`` the word with the English
    article it takes (a culture token, an influence token). The result is plain text: the markup
    builder escapes it.
    """
    text = TEXTS.get(lang, {}).get(key) or TEXTS["en"].get(key)
    if text is None:
        raise KeyError(f"no text {key!r}")
    if not fields:
        return text
    if lang == "en":
        for field, value in fields.items():
            if isinstance(value, You):
                text = _second_person(text, field)
    if _HAN.search(text):
        return _spaced(text, fields)
    return text.format(**{k: Word(v) for k, v in fields.items()})


_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")


def _spaced(text: str, fields: dict[str, object]) -> str:
    """``text`` filled as :meth:`str.format` fills it, each field set apart where a Han character
    meets a Latin letter or a digit (:func:`web.spacing.apart`: 電腦 2 正在考慮…)."""
    pieces = list(string.Formatter().parse(text))
    out = ""
    for i, (literal, field, spec, _conversion) in enumerate(pieces):
        out += literal
        if field is None:
            continue
        after = pieces[i + 1][0] if i + 1 < len(pieces) else ""
        out += apart(format(Word(fields[field]), spec or ""), out, after)
    return out


class You(str):
    """The human's seat under the default name ("You", "나", "你"), which the texts read as the
    second person: "You take", "from you", "Your turn", "their" is "your"; "내가", not "나가".
    (A name the player typed stays a third person: "Ana (you) takes".)"""

    __slots__ = ()


#: The English verbs whose third person is not the base form plus -s or -es.
_IRREGULAR = {"is": "are", "has": "have", "does": "do", "was": "were", "goes": "go"}


def base_form(verb: str) -> str:
    """The form of an English verb after "you": takes -> take, passes -> pass, carries -> carry,
    is -> are; a word that is no third person (took, can, on) is left as it is."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if len(verb) > 4 and verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    if verb.endswith("s") and not verb.endswith(("ss", "us", "is")):
        return verb[:-1]
    return verb


def _second_person(text: str, field: str) -> str:
    """``text`` with its field ``field`` written as "you", the verb after it agreeing."""

    def you(match: re.Match[str]) -> str:
        before = text[:match.start()].rstrip()
        # Lower case inside a sentence ("takes gold from you"); a label ("Start player: You")
        # or a sentence begins with a capital.
        start = not before or before[-1] in ".!?:(\n"
        word = ("Your" if start else "your") if match.group(1) else ("You" if start else "you")
        verb = match.group(2)
        return word + (" " + base_form(verb) if verb else "")

    pattern = r"\{" + re.escape(field) + r"(?::[^{}]*)?\}(?:('s)|(?: ([a-z]+)\b))?"  # 1: 's, 2: the verb
    out = re.sub(pattern, you, text)
    if out != text and re.match(pattern, text):  # the seat is the subject: its possessions are yours
        out = re.sub(r"\btheir\b", "your", re.sub(r"\bthemselves\b", "yourself", out))
        # ... and its second verb agrees too: "You put coffee in the market and take tobacco".
        out = _AND_VERB.sub(lambda m: m.group(1) + base_form(m.group(2)), out)
    return out


#: A subject's second verb after "and" in our texts ("puts ... and takes"): named, since a word
#: after "and" may be anything else ("and its doubloons").
_AND_VERB = re.compile(r"(\band )((?:re-)?(?:rolls|takes|chooses|pays|puts|gets|places|moves|loses|gains|draws"
                       r"|returns|discards|keeps|builds|ships|sells|scores|makes|controls|receives|gives))\b")


#: The Korean particles that change with the word before them: (after a final consonant, after a vowel).
PARTICLES = {
    "이": ("이", "가"), "가": ("이", "가"), "은": ("은", "는"), "는": ("은", "는"), "을": ("을", "를"),
    "를": ("을", "를"), "과": ("과", "와"), "와": ("과", "와"), "아": ("아", "야"), "야": ("아", "야"),
    "으로": ("으로", "로"), "로": ("으로", "로"), "이다": ("이다", "다"), "이에요": ("이에요", "예요"),
}
#: The final consonant of each digit read in Sino-Korean (영 일 이 삼 사 오 육 칠 팔 구): 0 none, 8 ㄹ, else another.
_DIGIT_FINAL = {"0": 21, "1": 8, "2": 0, "3": 16, "4": 0, "5": 0, "6": 1, "7": 8, "8": 8, "9": 0}
#: 10, 100, 1000, 10000 read 십 백 천 만.
_TENS_FINAL = {1: 17, 2: 1, 3: 4, 4: 4}


def final_consonant(text: str) -> int:
    """The final consonant (jongseong index: 0 none, 8 ㄹ) of ``text`` read aloud in Korean.

    A trailing parenthesis ("목화 (5)") is not read; digits are read as Sino-Korean numbers;
    Latin letters by their usual sound (a name ending in a vowel has none, in ``l`` ㄹ).
    """
    text = re.sub(r"\s*\([^()]*\)\s*$", "", text.strip()) or text.strip()
    text = text.rstrip(" .,!?…'\"”’")
    if not text:
        return 0
    last = text[-1]
    if "가" <= last <= "힣":
        return (ord(last) - 0xAC00) % 28
    if last.isdigit():
        digits = re.search(r"\d+$", text)
        number = digits.group() if digits else last
        zeros = len(number) - len(number.rstrip("0"))
        if zeros and number.strip("0"):
            return _TENS_FINAL.get(zeros % 4 or 4, 4)
        return _DIGIT_FINAL.get(last, 0)
    lower = last.lower()
    if lower in "aeiouyw":
        return 0
    return 8 if lower == "l" else 1 if lower.isalpha() else 0


def particle(word: str, which: str) -> str:
    """The form of the particle ``which`` (either form: 이 or 가) that follows ``word``."""
    after_consonant, after_vowel = PARTICLES[which]
    final = final_consonant(word)
    if after_consonant == "으로":
        return "로" if final in (0, 8) else "으로"
    return after_consonant if final else after_vowel


def article(word: str) -> str:
    """The English article before ``word``, as it is read aloud: "an" indigo plantation, "an"
    Exchange, "an" 8; "a" University, "a" one, "a" 1."""
    text = word.strip().lower()
    number = re.match(r"\d+", text)
    if number:
        digits = number.group(0)
        # eight, eighteen, eleven, eighty...: the numbers read with a vowel first.
        return "an" if digits.startswith("8") or digits in ("11", "18") else "a"
    if text.startswith(("uni", "use", "usu", "eu", "one", "once")):
        return "a"
    return "an" if text[:1] in ("a", "e", "i", "o", "u") else "a"


class Word:
    """A field of a text: formats as itself, or with the particle or the plural the text asks for."""

    __slots__ = ("value",)

    def __init__(self, value: object) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        if "|" in spec:
            one, many = spec.split("|", 1)
            return one if self.value == 1 else many
        if spec in PARTICLES:
            text = str(self.value)
            if isinstance(self.value, You) and text == "나" and PARTICLES[spec][1] == "가":
                return "내가"  # 나 takes 가 as 내가
            return text + particle(text, spec)
        if spec == "a":
            text = str(self.value)
            return f"{article(text)} {text}"
        return format(self.value, spec)

    def __str__(self) -> str:
        return str(self.value)
