"""How to play Endeavor: Age of Sail, in English and Korean: our own summary of the rulebook
(../shared/rules/003) and the page's rulings (engine/endeavor/README.md, data/endeavor.md)."""

EN = {
    "ev.rules.goal": "The goal",
    "ev.rules.goal.1": "You build an empire in the age of sail: put up buildings at home, send ships to open the "
                       "regions of the world, occupy their cities and trade for their riches.",
    "ev.rules.goal.2": "After seven rounds, the player with the most glory wins.",
    "ev.rules.parts": "The components",
    "ev.rules.parts.1": "Your player mat has four attribute tracks. Each track's level decides one thing:",
    "ev.rules.parts.fig1": "The four attributes: industry, culture, wealth, influence.",
    "ev.rules.parts.i1": "Industry: the highest level of building you may build.",
    "ev.rules.parts.i2": "Culture: how many population discs come to your harbour each round.",
    "ev.rules.parts.i3": "Wealth: how many workers you pay each round.",
    "ev.rules.parts.i4": "Influence: how many asset cards you may keep.",
    "ev.rules.parts.2": "Your attributes rise with the buildings on your shore, the asset cards you hold and the "
                        "trade tokens you pick up from the board. Brown tokens raise an attribute; blue ones give an "
                        "action to use once.",
    "ev.rules.parts.fig2": "The eight kinds of trade token.",
    "ev.rules.build": "Build",
    "ev.rules.build.1": "At the start each player chooses a side of their start building. Each round, in turn from "
                        "the crown, everyone may build one building from the supply whose level is at most their "
                        "industry level.",
    "ev.rules.build.fig": "The two sides of the start building and the first level's buildings: tap one for what it "
                          "does.",
    "ev.rules.build.2": "A building gives attributes, an action for a worker, or glory. Each level-5 building is a "
                        "single tile, and only three of the seven are in play.",
    "ev.rules.growth": "Growth and Salary",
    "ev.rules.growth.i1": "Growth: take population discs from your supply into your harbour, as many as your culture "
                          "level allows.",
    "ev.rules.growth.i2": "Salary: move workers from your buildings back to your harbour, as many as your wealth "
                          "level allows. Some buildings' workers can be paid only here.",
    "ev.rules.actions": "Actions",
    "ev.rules.actions.1": "In turn from the crown, put a disc from your harbour on a building of your shore to do "
                          "its action (tap the building), use a blue token, or pass. Play goes round until everyone "
                          "has passed.",
    "ev.rules.actions.fig": "The five actions: ship, occupy, attack, pay, draw.",
    "ev.rules.actions.i1": "Ship: a disc on a region's shipping track, taking its token. When the track is full the "
                           "region opens, and whoever has the most discs on it takes the governor card.",
    "ev.rules.actions.i2": "Occupy: a disc on an empty city in Europe or in an open region where you are present, "
                           "taking its token.",
    "ev.rules.actions.i3": "Attack: like occupy, on another player's city or fleet, for two discs: one is lost as a "
                           "casualty.",
    "ev.rules.actions.i4": "Pay: a worker on a building goes back to your harbour.",
    "ev.rules.actions.i5": "Draw: take the top asset card of an area whose number your discs there reach.",
    "ev.rules.actions.2": "You are present in an area where you have a disc (in Europe, always). Holding the cities "
                          "at both ends of a connection gives you its token.",
    "ev.rules.actions.3": 'A building marked "+" lets its worker do one or more of its actions, in any order (End '
                          'your turn: the turn ends early); "/" means only one of them.',
    "ev.rules.discard": "Discard",
    "ev.rules.discard.1": "Arrange your cards: a governor may go in its own slot. Then keep as many cards as your "
                          "influence level allows and discard the rest. The crown passes to the left.",
    "ev.rules.end": "The end and scoring",
    "ev.rules.end.1": "After the seventh round, count glory:",
    "ev.rules.end.i1": "Each attribute track: the glory of its space, or of the nearest marked space below it.",
    "ev.rules.end.i2": "Cities and connections you hold.",
    "ev.rules.end.i3": "Buildings, cards and governors showing glory.",
    "ev.rules.end.i4": "1 glory for every three discs in your harbour.",
    "ev.rules.end.i5": "Minus 1 glory for each slavery card set aside when slavery was abolished.",
    "ev.rules.end.i6": "City Hall: 1 glory for each card-draw icon on your buildings, its own included.",
    "ev.rules.end.2": "The table keeps your score sheet as the match goes.",
    "ev.rules.table": "At this table",
    "ev.rules.table.1": "The new-match form offers what the rulebook does:",
    "ev.rules.table.i1": "With 4 players, board side A (high conflict) or B (low conflict); side A with 2 or 3 "
                         "players, side B with 5.",
    "ev.rules.table.i2": "With 2 players, the standard game or the Silent Fleet on side A or B, with any of its "
                         "three optional rules (occupation limit, no reaction to tokens, scarce buildings).",
    "ev.rules.table.i3": "The Silent Fleet reacts after each turn, as chosen by the player whose turn it was.",
    "ev.rules.table.i4": "The Exploits module is not played here: its rulebook is not among ours.",
    "ev.rules.table.i5": "The buildings, cards, tokens and both board sides are a reconstruction that follows the "
                         "rulebook; the start player is drawn by lot.",
    "ev.rules.table.i6": "There is no chance after the setup; a decision with one possible answer is taken for you.",
}

KO = {
    "ev.rules.goal": "게임의 목표",
    "ev.rules.goal.1": "대항해시대의 제국을 세웁니다. 본국에 건물을 짓고, 배를 보내 세계의 지역을 열고, 그곳의 "
                       "도시를 점령하고 교역으로 부를 얻습니다.",
    "ev.rules.goal.2": "7라운드가 끝났을 때 명예가 가장 많은 플레이어가 이깁니다.",
    "ev.rules.parts": "구성물",
    "ev.rules.parts.1": "플레이어 매트에는 속성 트랙 네 개가 있습니다. 각 트랙의 등급이 한 가지씩 정합니다:",
    "ev.rules.parts.fig1": "네 가지 속성: 산업, 문화, 재산, 영향력.",
    "ev.rules.parts.i1": "산업: 지을 수 있는 건물의 가장 높은 등급.",
    "ev.rules.parts.i2": "문화: 라운드마다 항구에 들어오는 인구 원반의 수.",
    "ev.rules.parts.i3": "재산: 라운드마다 월급을 줄 수 있는 일꾼의 수.",
    "ev.rules.parts.i4": "영향력: 가질 수 있는 자산 카드의 수.",
    "ev.rules.parts.2": "속성은 해안의 건물, 가진 자산 카드, 게임판에서 가져온 무역 토큰으로 올라갑니다. 갈색 토큰은 "
                        "속성을 올리고, 파란색 토큰은 한 번 쓸 수 있는 행동을 줍니다.",
    "ev.rules.parts.fig2": "무역 토큰 여덟 종류.",
    "ev.rules.build": "건설",
    "ev.rules.build.1": "게임을 시작할 때 각자 시작 건물의 면을 고릅니다. 라운드마다 시작 플레이어부터 차례로, 각자 "
                        "산업 등급 이하의 건물 하나를 공급처에서 지을 수 있습니다.",
    "ev.rules.build.fig": "시작 건물의 두 면과 1등급 건물. 건물을 누르면 하는 일을 보여줍니다.",
    "ev.rules.build.2": "건물은 속성, 일꾼이 할 행동, 또는 명예를 줍니다. 5등급 건물은 한 장씩뿐이고, 일곱 가지 중 "
                        "세 가지만 게임에 나옵니다.",
    "ev.rules.growth": "인구 증가와 월급",
    "ev.rules.growth.i1": "인구 증가: 문화 등급만큼 공급처의 인구 원반을 항구로 가져옵니다.",
    "ev.rules.growth.i2": "월급: 재산 등급만큼 건물의 일꾼을 항구로 되돌립니다. 어떤 건물의 일꾼은 이 단계에서만 "
                          "월급을 받을 수 있습니다.",
    "ev.rules.actions": "행동",
    "ev.rules.actions.1": "시작 플레이어부터 차례로, 항구의 원반을 해안의 건물에 놓아 그 건물의 행동을 하거나(건물을 "
                          "누릅니다), 파란색 토큰을 쓰거나, 패스합니다. 모두 패스할 때까지 돌아갑니다.",
    "ev.rules.actions.fig": "다섯 가지 행동: 선적, 점령, 공격, 지불, 카드 뽑기.",
    "ev.rules.actions.i1": "선적: 한 지역의 선적 트랙에 원반을 놓고 그 칸의 토큰을 가져옵니다. 트랙이 가득 차면 "
                           "지역이 열리고, 트랙에 원반이 가장 많은 플레이어가 총독 카드를 가져갑니다.",
    "ev.rules.actions.i2": "점령: 유럽이나, 내가 주둔한 열린 지역의 빈 도시에 원반을 놓고 그 토큰을 가져옵니다.",
    "ev.rules.actions.i3": "공격: 점령과 같지만 다른 플레이어의 도시나 함대에 원반 두 개를 씁니다. 하나는 전사자로 "
                           "잃습니다.",
    "ev.rules.actions.i4": "지불: 건물에 있는 일꾼 하나를 항구로 되돌립니다.",
    "ev.rules.actions.i5": "카드 뽑기: 그 지역에 있는 내 원반의 수가 카드 뽑기 수치에 닿는 자산 카드 덱의 맨 위 "
                           "카드를 가져옵니다.",
    "ev.rules.actions.2": "원반이 있는 지역에 주둔한 것으로 봅니다(유럽에는 언제나 주둔). 연결 양 끝의 도시를 모두 "
                          "가지면 그 연결의 토큰을 가져옵니다.",
    "ev.rules.actions.3": '"+" 표시 건물의 일꾼은 그 건물의 행동을 하나 이상 원하는 순서로 하고(차례 끝내기로 일찍 '
                          '마칠 수 있습니다), "/" 표시는 그중 하나만 합니다.',
    "ev.rules.discard": "카드 버리기",
    "ev.rules.discard.1": "카드를 정리합니다. 총독 카드는 전용 칸에 놓을 수 있습니다. 그 뒤 영향력 등급만큼 카드를 "
                          "남기고 나머지는 버립니다. 시작 플레이어가 왼쪽으로 넘어갑니다.",
    "ev.rules.end": "게임 종료와 점수",
    "ev.rules.end.1": "일곱 번째 라운드가 끝나면 명예를 셉니다:",
    "ev.rules.end.i1": "각 속성 트랙: 그 칸의 명예, 또는 그 아래에서 가장 가까운 표시된 칸의 명예.",
    "ev.rules.end.i2": "가진 도시와 연결.",
    "ev.rules.end.i3": "명예가 표시된 건물, 카드, 총독 카드.",
    "ev.rules.end.i4": "항구의 원반 세 개마다 명예 1.",
    "ev.rules.end.i5": "노예제 폐지로 따로 둔 노예 카드마다 명예 -1.",
    "ev.rules.end.i6": "시청: 내 건물의 카드 뽑기 기호 하나마다 명예 1(시청 자신 포함).",
    "ev.rules.end.2": "게임 중에는 테이블이 점수표를 계속 보여줍니다.",
    "ev.rules.table": "이 테이블에서는",
    "ev.rules.table.1": "새 게임 화면에서 규칙서의 선택지를 고를 수 있습니다:",
    "ev.rules.table.i1": "4인 게임은 게임판 A면(고강도 분쟁)이나 B면(저강도 분쟁). 2~3인은 A면, 5인은 B면입니다.",
    "ev.rules.table.i2": "2인 게임은 기본 게임이나, A면 또는 B면에서 침묵의 함대 변형. 침묵의 함대의 선택 규칙 세 "
                         "가지(점령 제한, 토큰에 반응하지 않음, 부족한 건물)를 원하는 대로 더할 수 있습니다.",
    "ev.rules.table.i3": "침묵의 함대는 턴마다 그 턴의 플레이어가 고른 대로 반응합니다.",
    "ev.rules.table.i4": "위업 모듈은 규칙서가 없어 여기서는 하지 않습니다.",
    "ev.rules.table.i5": "건물, 카드, 토큰, 게임판의 두 면은 규칙서를 따라 재구성한 것입니다. 시작 플레이어는 "
                         "추첨으로 정합니다.",
    "ev.rules.table.i6": "준비 이후에는 운이 없습니다. 답이 하나뿐인 결정은 자동으로 진행됩니다.",
}

TEXTS = {"en": EN, "ko": KO}
