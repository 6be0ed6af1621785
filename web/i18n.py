"""Every text a person reads, in English and Korean, through one function: :func:`tr`.

Catalogues are plain dicts, key -> text with ``{name}`` fields. The table's own texts are
here; each game's table adds its catalogue with :func:`add`. English is the fallback; a
test checks that every key exists in both languages with the same fields.
"""

from __future__ import annotations

LANGUAGES = {"en": "English", "ko": "한국어"}

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "app.title": "The New World table",
        "app.tagline": "Age-of-discovery trading games against computer opponents. Works offline once loaded.",
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
        "home.saves": "Saved matches",
        "home.no_saves": "No saved matches yet. Every decision is saved as you play.",
        "home.col_game": "Game",
        "home.col_players": "Players",
        "home.col_round": "Round",
        "home.col_saved": "Last played",
        "home.col_actions": "Actions",
        "home.resume": "Resume",
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
        "seat.computer": "Computer {n}",
        "match.round": "Round {n}",
        "match.undo": "Undo",
        "match.undo_blocked": "Undo is not possible past a revealed card or choice.",
        "match.undo_none": "There is nothing of yours to undo.",
        "match.link": "Link to this match",
        "match.copy": "Copy link",
        "match.copied": "The link is copied. Open it on any device to continue this match.",
        "match.copy_failed": "Copying did not work; select the link and copy it by hand.",
        "match.waiting": "{name} is deciding…",
        "match.your_turn": "Your decision",
        "match.log": "What happened",
        "match.actions": "Your choices",
        "match.over": "The match is over",
        "match.winner": "{names} won.",
        "match.winners": "{names} share the victory.",
        "match.new": "New match",
        "match.rematch": "Rematch, same settings",
        "match.you": "you",
        "msg.bad_link": "This link could not be opened: {reason}",
        "msg.bad_save": "This save could not be opened: {reason}",
        "msg.quota": "The browser's storage is full, so this match is not being saved. Delete old saves to make room.",
        "msg.storage_off": "This browser does not allow saving, so matches are not kept after the page closes.",
        "msg.dismiss": "Close",
        "msg.newer_save": "It was saved by a newer version of the table.",
        "msg.corrupt_save": "The saved data is damaged.",
        "msg.illegal": "That move is not allowed now: {reason}",
        "msg.bug": "Something went wrong inside the table ({reason}). Your match is saved up to your last decision.",
        "err.title": "Cannot open this",
        "err.home": "Go to the home screen",
        "game.mundus-novus": "Mundus Novus",
        "game.puerto-rico": "Puerto Rico",
        "game.gilded-compass": "The Order of the Gilded Compass",
        "game.endeavor": "Endeavor: Age of Sail",
    },
    "ko": {
        "app.title": "신대륙 테이블",
        "app.tagline": "컴퓨터 상대와 즐기는 대항해시대 교역 보드게임. 한 번 불러오면 오프라인에서도 됩니다.",
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
        "home.saves": "저장된 게임",
        "home.no_saves": "저장된 게임이 아직 없습니다. 게임 중 모든 결정이 자동으로 저장됩니다.",
        "home.col_game": "게임",
        "home.col_players": "인원",
        "home.col_round": "라운드",
        "home.col_saved": "마지막 플레이",
        "home.col_actions": "동작",
        "home.resume": "이어하기",
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
        "seat.computer": "컴퓨터 {n}",
        "match.round": "{n}라운드",
        "match.undo": "되돌리기",
        "match.undo_blocked": "공개된 카드나 선택을 넘어서 되돌릴 수는 없습니다.",
        "match.undo_none": "되돌릴 내 결정이 없습니다.",
        "match.link": "이 게임의 링크",
        "match.copy": "링크 복사",
        "match.copied": "링크를 복사했습니다. 어느 기기에서든 열면 이 게임을 이어 할 수 있습니다.",
        "match.copy_failed": "복사하지 못했습니다. 링크를 선택해 직접 복사해 주세요.",
        "match.waiting": "{name}의 차례입니다…",
        "match.your_turn": "내 결정",
        "match.log": "진행 기록",
        "match.actions": "선택할 수 있는 것",
        "match.over": "게임이 끝났습니다",
        "match.winner": "{names} 승리.",
        "match.winners": "{names} 공동 승리.",
        "match.new": "새 게임",
        "match.rematch": "같은 설정으로 다시",
        "match.you": "나",
        "msg.bad_link": "이 링크를 열 수 없습니다: {reason}",
        "msg.bad_save": "이 저장을 열 수 없습니다: {reason}",
        "msg.quota": "브라우저 저장 공간이 가득 차서 이 게임이 저장되지 않고 있습니다. 오래된 저장을 지워 공간을 만들어 주세요.",
        "msg.storage_off": "이 브라우저는 저장을 허용하지 않아, 페이지를 닫으면 게임이 남지 않습니다.",
        "msg.dismiss": "닫기",
        "msg.newer_save": "더 새로운 버전의 테이블에서 저장되었습니다.",
        "msg.corrupt_save": "저장된 내용이 손상되었습니다.",
        "msg.illegal": "지금은 할 수 없는 수입니다: {reason}",
        "msg.bug": "테이블 내부에서 문제가 생겼습니다 ({reason}). 게임은 마지막 결정까지 저장되어 있습니다.",
        "err.title": "열 수 없습니다",
        "err.home": "처음 화면으로",
        "game.mundus-novus": "몬두스 노부스",
        "game.puerto-rico": "푸에르토리코",
        "game.gilded-compass": "금박 나침반의 명령",
        "game.endeavor": "엔데버: 대항해시대",
    },
}


def add(catalogue: dict[str, dict[str, str]]) -> None:
    """Add a game's texts (the same shape as :data:`TEXTS`); keys must be new."""
    for lang, texts in catalogue.items():
        clash = set(texts) & set(TEXTS[lang])
        if clash:
            raise ValueError(f"text keys defined twice: {sorted(clash)[:5]}")
        TEXTS[lang].update(texts)


def tr(lang: str, key: str, **fields: object) -> str:
    """The text ``key`` in ``lang`` (English if missing there), with ``fields`` filled in.

    The result is plain text: whoever puts it into HTML escapes it.
    """
    text = TEXTS.get(lang, {}).get(key) or TEXTS["en"].get(key)
    if text is None:
        raise KeyError(f"no text {key!r}")
    return text.format(**fields) if fields else text


def pick_language(preferred: str | None) -> str:
    """The language for a browser that prefers ``preferred`` (e.g. ``ko-KR``)."""
    code = (preferred or "").lower().split("-")[0]
    return code if code in LANGUAGES else "en"
