"""Every text a person reads, in English and Korean, through one function: :func:`tr`.

Catalogues are plain dicts, key -> text with ``{name}`` fields. The table's own texts are
here; each game's table adds its catalogue with :func:`add`. English is the fallback; a
test checks that every key exists in both languages with the same fields.
"""

from __future__ import annotations

import re

LANGUAGES = {"en": "English", "ko": "한국어"}

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "app.title": "The New World table",
        "nav.home": "Home",
        "nav.language": "Language",
        "home.new": "New match",
        "home.game": "Game",
        "home.players": "Players",
        "home.seat": "Your seat",
        "home.seat_n": "Seat {n}",
        "home.name": "Your name",
        "home.name_default": "You",
        "home.start": "Start the match",
        "home.coming": "coming soon",
        "home.delete": "Delete",
        "home.delete_confirm": "Delete this save for good?",
        "home.delete_yes": "Yes, delete",
        "home.delete_no": "Keep it",
        "home.unreadable": "Unreadable save",
        "home.finished": "finished",
        "home.settings": "Settings",
        "home.speed": "Computer moves",
        "speed.normal": "one by one",
        "speed.instant": "instant",
        "home.auto": "Take what I produce and my privileges without asking",
        "auto.on": "on",
        "auto.off": "off: ask every time",
        "match.auto_is": "Auto-take: {auto}",
        "auto.short.on": "on",
        "auto.short.off": "off",
        "seat.computer": "Computer {n}",
        "match.round": "Round {n}",
        "match.undo": "Undo",
        "match.log_lines": "Every move of the match, newest first",
        "match.undo_blocked": "Undo is not possible past a revealed card or choice.",
        "match.undo_none": "There is nothing of yours to undo.",
        "match.link": "Link to this match",
        "match.copy": "Copy link",
        "match.copied": "The link is copied. Open it on any device to continue this match.",
        "match.copy_failed": "Copying did not work; select the link and copy it by hand.",
        "match.waiting": "{name} is deciding…",
        "match.your_turn": "Your decision",
        "match.log": "Log",
        "match.actions": "Your choices",
        "match.over": "The match is over",
        "match.winner": "{names} won.",
        "match.winners": "{names} share the victory.",
        "match.new": "New match",
        "match.rematch": "Rematch, same settings",
        "match.you": "you",
        "msg.bad_link": "This link could not be opened: {reason}",
        "msg.bad_save": "This save could not be opened: {reason}",
        "msg.quota": "The browser's storage is full, so this match is not being saved: it goes on here, but is lost "
                     "if the page is closed. Delete old saves to make room.",
        "msg.quota_clear": "Clear finished matches ({n})",
        "msg.saved_again": "There is room again: this match is saved.",
        "msg.storage_off": "This browser does not allow saving, so matches are not kept after the page closes.",
        "msg.dismiss": "Close",
        "msg.newer_save": "It was saved by a newer version of the table.",
        "msg.corrupt_save": "The saved data is damaged.",
        "msg.illegal": "That move is not allowed now: {reason}",
        "msg.bug": "Something went wrong inside the table ({reason}). Your match is saved up to your last decision.",
        "err.title": "Cannot open this",
        "err.home": "Go to the home screen",
        "home.in_progress": "Matches in progress",
        "home.finished_list": "Finished matches ({n})",
        "home.continue": "Continue",
        "home.open": "Open",
        "home.clear_finished": "Clear finished matches",
        "home.show_all": "Show all {n}",
        "home.clear_confirm": "Delete every finished match?",
        "home.clear_yes": "Yes, delete them",
        "home.saved_at": "last played {when}",
        "home.players_n": "{n} {n:player|players}",
        "home.players_range": "{low}–{high} players",
        "home.level": "Computer players",
        "home.level_is": "{level} computers",
        "home.start_what": "{game}, {n} players",
        "level.easy": "Easier",
        "level.easy.about": "They play sensibly but look less far ahead and sometimes miss the best move.",
        "level.greedy": "Normal",
        "level.greedy.about": "They weigh every choice for what it brings now: a solid, fair opponent.",
        "opt.random": "Random",
        "tab.your_turn": "Your turn",
        "tab.over": "Match over",
        "match.recent": "Latest moves",
        "match.speed_is": "Computers: {speed}",
        "match.round_over": "Since your last move: round {n} is over",
        "match.scores": "Scores",
        "match.link_help": "Open this address on any device to continue the match there.",
        "match.scoreboard": "Scores and turn",
        "match.to_act": "to act",
        "match.earlier": "({n} earlier {n:move|moves} in the log)",
        "match.speed_to.normal": "Show each computer move",
        "match.speed_to.instant": "Skip to my turn",
        "record.empty": "there is no game in it.",
        "record.too_long": "it is far too long to be a game record.",
        "record.cut": "it is not a game record, or it has been cut short.",
        "record.newer_format": "it was saved by a newer version of the table; open it with the newer page.",
        "record.unknown_game": "it is a game this table does not have.",
        "record.check": "it was cut short or changed on the way.",
        "record.older_format": "it was saved by an earlier version of the table, which this page can no longer replay.",
        "record.other_game": "it is a game of {game}, not of {wanted}.",
        "record.damaged": "it is damaged and cannot be read.",
        "record.newer_rules": "this game of {game} was played with newer rules than this page has.",
        "record.older_rules": "this game of {game} was played with older rules that this page can no longer replay.",
        "record.settings": "its settings are not allowed.",
        "record.wrong": "it goes wrong at decision {n}.",
        "record.header": "its header is not a game header.",
        "record.players": "{game} is played by {low} to {high} players, and it says otherwise.",
        "record.seed": "its seed is not one the table uses.",
        "record.notes": "its table notes (names, seats, levels) are not ones the table writes.",
    },
    "ko": {
        "app.title": "신대륙 테이블",
        "nav.home": "처음 화면",
        "nav.language": "언어",
        "home.new": "새 게임",
        "home.game": "게임",
        "home.players": "인원",
        "home.seat": "내 자리",
        "home.seat_n": "{n}번 자리",
        "home.name": "내 이름",
        "home.name_default": "나",
        "home.start": "게임 시작",
        "home.coming": "준비 중",
        "home.delete": "삭제",
        "home.delete_confirm": "이 저장을 완전히 지울까요?",
        "home.delete_yes": "네, 지웁니다",
        "home.delete_no": "남겨 둡니다",
        "home.unreadable": "읽을 수 없는 저장",
        "home.finished": "종료됨",
        "home.settings": "설정",
        "home.speed": "컴퓨터의 진행",
        "speed.normal": "하나씩",
        "speed.instant": "즉시",
        "home.auto": "내 생산물과 특권은 묻지 않고 받기",
        "auto.on": "켬",
        "auto.off": "끔: 매번 묻기",
        "match.auto_is": "자동 받기: {auto}",
        "auto.short.on": "켬",
        "auto.short.off": "끔",
        "seat.computer": "컴퓨터 {n}",
        "match.round": "{n}라운드",
        "match.undo": "되돌리기",
        "match.log_lines": "이 게임의 모든 진행, 최근 것부터",
        "match.undo_blocked": "공개된 카드나 선택을 넘어서 되돌릴 수는 없습니다.",
        "match.undo_none": "되돌릴 내 결정이 없습니다.",
        "match.link": "이 게임의 링크",
        "match.copy": "링크 복사",
        "match.copied": "링크를 복사했습니다. 어느 기기에서든 열면 이 게임을 이어 할 수 있습니다.",
        "match.copy_failed": "복사하지 못했습니다. 링크를 선택해 직접 복사해 주세요.",
        "match.waiting": "{name}의 차례입니다…",
        "match.your_turn": "내 결정",
        "match.log": "기록",
        "match.actions": "선택할 수 있는 것",
        "match.over": "게임이 끝났습니다",
        "match.winner": "{names} 승리.",
        "match.winners": "{names} 공동 승리.",
        "match.new": "새 게임",
        "match.rematch": "같은 설정으로 다시",
        "match.you": "나",
        "msg.bad_link": "이 링크를 열 수 없습니다: {reason}",
        "msg.bad_save": "이 저장을 열 수 없습니다: {reason}",
        "msg.quota": "브라우저 저장 공간이 가득 차서 이 게임이 저장되지 않고 있습니다. 게임은 여기서 계속되지만, 페이지를 "
                     "닫으면 사라집니다. 오래된 저장을 지워 공간을 만들어 주세요.",
        "msg.quota_clear": "끝난 게임 지우기 ({n}개)",
        "msg.saved_again": "공간이 생겨 이 게임이 다시 저장되었습니다.",
        "msg.storage_off": "이 브라우저는 저장을 허용하지 않아, 페이지를 닫으면 게임이 남지 않습니다.",
        "msg.dismiss": "닫기",
        "msg.newer_save": "더 새로운 버전의 테이블에서 저장되었습니다.",
        "msg.corrupt_save": "저장된 내용이 손상되었습니다.",
        "msg.illegal": "지금은 할 수 없는 수입니다: {reason}",
        "msg.bug": "테이블 내부에서 문제가 생겼습니다 ({reason}). 게임은 마지막 결정까지 저장되어 있습니다.",
        "err.title": "열 수 없습니다",
        "err.home": "처음 화면으로",
        "home.in_progress": "진행 중인 게임",
        "home.finished_list": "끝난 게임 ({n})",
        "home.continue": "이어하기",
        "home.open": "열기",
        "home.clear_finished": "끝난 게임 지우기",
        "home.show_all": "{n}개 모두 보기",
        "home.clear_confirm": "끝난 게임을 모두 지울까요?",
        "home.clear_yes": "네, 모두 지웁니다",
        "home.saved_at": "마지막 플레이 {when}",
        "home.players_n": "{n}명",
        "home.players_range": "{low}–{high}명",
        "home.level": "컴퓨터 상대",
        "home.level_is": "컴퓨터: {level}",
        "home.start_what": "{game}, {n}명",
        "level.easy": "쉬움",
        "level.easy.about": "무리 없이 두지만 멀리 내다보지 않고, 가끔 가장 좋은 수를 놓칩니다.",
        "level.greedy": "보통",
        "level.greedy.about": "모든 선택을 지금 얻는 것으로 따져 봅니다: 탄탄하고 공정한 상대입니다.",
        "opt.random": "무작위",
        "tab.your_turn": "내 차례",
        "tab.over": "게임 종료",
        "match.recent": "최근 진행",
        "match.speed_is": "컴퓨터: {speed}",
        "match.round_over": "내 마지막 결정 이후: {n}라운드가 끝났습니다",
        "match.scores": "점수",
        "match.link_help": "이 주소를 어느 기기에서든 열면 거기서 게임을 이어 할 수 있습니다.",
        "match.scoreboard": "점수와 차례",
        "match.to_act": "차례",
        "match.earlier": "(앞선 {n}개는 기록에)",
        "match.speed_to.normal": "하나씩 보기",
        "match.speed_to.instant": "바로 내 차례로",
        "record.empty": "안에 게임이 없습니다.",
        "record.too_long": "게임 기록이라기에는 너무 깁니다.",
        "record.cut": "게임 기록이 아니거나 중간에 잘렸습니다.",
        "record.newer_format": "더 새로운 버전의 테이블에서 저장되었습니다. 새 페이지에서 열어 주세요.",
        "record.unknown_game": "이 테이블에 없는 게임입니다.",
        "record.check": "중간에 잘렸거나 바뀌었습니다.",
        "record.older_format": "이전 버전의 테이블에서 저장되어, 이 페이지에서는 더 이상 재현할 수 없습니다.",
        "record.other_game": "{wanted:이} 아니라 {game} 게임입니다.",
        "record.damaged": "손상되어 읽을 수 없습니다.",
        "record.newer_rules": "이 {game} 게임은 이 페이지보다 새로운 규칙으로 진행되었습니다.",
        "record.older_rules": "이 {game} 게임은 이 페이지에서 더 이상 재현할 수 없는 이전 규칙으로 진행되었습니다.",
        "record.settings": "설정이 허용되지 않습니다.",
        "record.wrong": "{n}번째 결정에서 어긋납니다.",
        "record.header": "머리말이 게임 기록의 머리말이 아닙니다.",
        "record.players": "{game:은} {low}~{high}명이 하는 게임인데, 인원수가 맞지 않습니다.",
        "record.seed": "시드 값이 이 테이블이 쓰는 값이 아닙니다.",
        "record.notes": "테이블 메모(이름, 자리, 수준)가 이 테이블이 쓰는 형식이 아닙니다.",
    },
}


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
    return text.format(**{k: Word(v) for k, v in fields.items()})


class You(str):
    """The human's seat under the default name ("You", "나"), which the texts read as the
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

    def you(match: re.Match) -> str:
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
    return out


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

    def __init__(self, value: object):
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


def pick_language(preferred: str | None) -> str:
    """The language for a browser that prefers ``preferred`` (e.g. ``ko-KR``)."""
    code = (preferred or "").lower().split("-")[0]
    return code if code in LANGUAGES else "en"
