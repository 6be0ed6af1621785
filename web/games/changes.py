"""What each rules version of each game changed, in words a player reads: the line the table
shows when a match saved under earlier rules continues under today's (web/carried.py).

``rules.<game id>.<version>``, one sentence or a few, for every version from 2 to the game's
``rules_version`` (``Game.rules_changes`` holds what replaying needs; a web contract test
checks that each has its words in every language). Kept beside the games' tables, as their
names are, so that the shell itself names no game.
"""

from __future__ import annotations

TEXTS = {
    "en": {
        "rules.mundus-novus.2": "A merchant can no longer put a relic into a set of different resources.",
        "rules.puerto-rico.2": "A privilege and the use of a building may now be declined.",
        "rules.puerto-rico.3": "The first governor is drawn at random, and the starting plantations are dealt clockwise from him.",
        "rules.gilded-compass.2": "At the Sunken Galleon you may add dice to your own there; the Library gives a knowledge token for every die; the start player is drawn at random; a pair at the University may send its second die to the Library.",
        "rules.endeavor.2": "Side A of the board holds all 95 tokens; the Silent Fleet's rules are three options to turn on or off, and the fleet is present in Europe; the card limit is checked once, at the Discard.",
    },
    "ko": {
        "rules.mundus-novus.2": "상인으로 서로 다른 자원의 세트에 잉카의 유물을 넣을 수 없게 되었습니다.",
        "rules.puerto-rico.2": "특권과 건물의 기능을 쓰지 않고 넘길 수 있게 되었습니다.",
        "rules.puerto-rico.3": "첫 총독을 무작위로 정하고, 시작 농장은 총독부터 시계 방향으로 나눠 줍니다.",
        "rules.gilded-compass.2": "잠긴 갤리온에서는 그곳의 내 주사위에 더해 놓을 수 있습니다. 도서관은 주사위마다 지식 토큰을 줍니다. 시작 플레이어를 무작위로 정합니다. 대학교에 놓인 한 쌍은 두 번째 주사위를 도서관으로 보낼 수 있습니다.",
        "rules.endeavor.2": "보드 A면에 토큰 95개가 모두 놓입니다. 침묵의 함대 규칙은 켜고 끌 수 있는 선택 규칙 세 가지이고, 함대는 유럽에도 있습니다. 카드 한도는 카드 버리기 단계에 한 번만 확인합니다.",
    },
    "zh-Hant": {
        "rules.mundus-novus.2": "商人不能再把印加遺物放進一組不同的資源裡。",
        "rules.puerto-rico.2": "現在可以放棄特權，也可以不使用建築物的功能。",
        "rules.puerto-rico.3": "第一位總督改為隨機決定，起始農田從他開始依順時針方向發放。",
        "rules.gilded-compass.2": "在沉沒帆船，你可以在自己已有的骰子旁再加放骰子；圖書館每顆骰子給一個知識標記；起始玩家改為隨機決定；大學裡的一對骰子可以把第二顆骰子送到圖書館。",
        "rules.endeavor.2": "圖板的 A 面放上全部 95 個標記；沉默艦隊的規則改為可分別開關的三個選項，艦隊也出現在歐洲；卡牌上限只在棄牌階段檢查一次。",
    },
}
