"""The games' names and one line on each, for the home screen and the saves list.

Every game of the catalogue (``engine.ENTRIES``), also those not built yet; kept beside the
games' tables, so that the shell itself names no game.
"""

TEXTS = {
    "en": {
        "about.mundus-novus": "Trade cards for caravels, merchants and conquistadors; first to the doubloons wins.",
        "about.puerto-rico": "Choose roles, grow plantations, ship goods and build the finest colony.",
        "about.gilded-compass": "Place dice in the buildings of a secret order of explorers to gain maps, specialists and treasures.",
        "about.endeavor": "Sail to new regions, found cities and build an empire of trade.",
        "game.mundus-novus": "Mundus Novus",
        "game.puerto-rico": "Puerto Rico",
        "game.gilded-compass": "The Order of the Gilded Compass",
        "game.endeavor": "Endeavor: Age of Sail",
    },
    "ko": {
        "about.mundus-novus": "카드를 교환해 캐러벨선, 상인, 정복자를 얻고, 먼저 더블룬을 모으면 이깁니다.",
        "about.puerto-rico": "역할을 고르고 농장을 키워 상품을 실어 보내며 가장 훌륭한 식민지를 세웁니다.",
        "about.gilded-compass": "비밀 탐험가 결사의 건물에 주사위를 놓아 지도, 전문가, 보물을 얻습니다.",
        "about.endeavor": "새 지역으로 항해해 도시를 세우고 교역 제국을 일굽니다.",
        "game.mundus-novus": "몬두스 노부스",
        "game.puerto-rico": "푸에르토리코",
        "game.gilded-compass": "금박 나침반의 명령",
        "game.endeavor": "엔데버: 대항해시대",
    },
}
