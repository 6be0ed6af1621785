"""The games' names and one line on each, for the home screen and the saves list, and the
unit each game's computer player weighs its choices in (for the hint).

Every game of the catalogue (``engine.ENTRIES``), also those not built yet; kept beside the
games' tables, so that the shell itself names no game. The names are the catalogue's own
(``Entry.title``, ``Entry.korean_title``, ``Entry.chinese_title``), the lines are written here.
"""

from __future__ import annotations

from engine.catalogue import ENTRIES_IN_ORDER, Entry

ABOUT = {
    "en": {
        "about.mundus-novus": "Trade cards for caravels, merchants and conquistadors; first to the doubloons wins.",
        "about.puerto-rico": "Choose roles, grow plantations, ship goods and build the finest colony.",
        "about.gilded-compass": "Place dice in the buildings of a secret order of explorers to gain maps, specialists and treasures.",
        "about.endeavor": "Sail to new regions, found cities and build an empire of trade.",
        # What each game's greedy player weighs its choices in, for the hint (web/hints.py).
        "hint.unit.mundus-novus": "doubloons",
        "hint.unit.puerto-rico": "VP",
        "hint.unit.gilded-compass": "gold",
        "hint.unit.endeavor": "glory",
    },
    "ko": {
        "about.mundus-novus": "카드를 교환해 캐러벨선, 상인, 정복자를 얻고, 먼저 더블룬을 모으면 이깁니다.",
        "about.puerto-rico": "역할을 고르고 농장을 키워 상품을 실어 보내며 가장 훌륭한 식민지를 세웁니다.",
        "about.gilded-compass": "비밀 탐험가 결사의 건물에 주사위를 놓아 지도, 전문가, 보물을 얻습니다.",
        "about.endeavor": "새 지역으로 항해해 도시를 세우고 교역 제국을 일굽니다.",
        "hint.unit.mundus-novus": "더블룬",
        "hint.unit.puerto-rico": "승점",
        "hint.unit.gilded-compass": "골드",
        "hint.unit.endeavor": "영광",
    },
    "zh-Hant": {
        "about.mundus-novus": "交換卡牌，換來船、商人與征服者；最先賺足錢的人獲勝。",
        "about.puerto-rico": "選擇角色，開墾農田，運出貨物，建設最出色的殖民地。",
        "about.gilded-compass": "把骰子放進祕密探險家結社的建築，取得地圖、專家與寶藏。",
        "about.endeavor": "航向新的地區，建立城市，打造貿易帝國。",
        "hint.unit.mundus-novus": "塊錢",
        "hint.unit.puerto-rico": "分",
        "hint.unit.gilded-compass": "金幣",
        "hint.unit.endeavor": "榮耀",
    },
}



def title(entry: Entry, lang: str) -> str:
    """The game's name in ``lang``: the box's title, or the Korean or Chinese one the catalogue gives."""
    translated = {"ko": entry.korean_title, "zh-Hant": entry.chinese_title}.get(lang)
    return translated or entry.title


TEXTS = {lang: {**about, **{f"game.{e.id}": title(e, lang) for e in ENTRIES_IN_ORDER}} for lang, about in ABOUT.items()}
