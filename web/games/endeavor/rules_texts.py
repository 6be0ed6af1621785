"""How to play Endeavor: Age of Sail, in English, Korean and Traditional Chinese: our own summary of the rulebook
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

ZH = {
    "ev.rules.goal": "遊戲目標",
    "ev.rules.goal.1": "你要在大航海時代建立一個帝國：在本國興建建築，派船開放世界各區域，佔領那裡的城市，"
                       "並透過貿易取得財富。",
    "ev.rules.goal.2": "7 個回合後，榮耀最多的玩家獲勝。",
    "ev.rules.parts": "配件",
    "ev.rules.parts.1": "你的玩家圖板上有四條屬性軌，每條軌的等級決定一件事：",
    "ev.rules.parts.fig1": "四種屬性：工業、文化、財富、影響力。",
    "ev.rules.parts.i1": "工業：你能建造的建築最高等級。",
    "ev.rules.parts.i2": "文化：每回合有多少人口圓片來到你的港口。",
    "ev.rules.parts.i3": "財富：每回合你能為多少工人發薪。",
    "ev.rules.parts.i4": "影響力：你能保留多少張資產卡。",
    "ev.rules.parts.2": "你的屬性隨著海岸上的建築、持有的資產卡，以及從圖板上拿取的交易標記而提升。"
                        "棕色標記提升屬性；藍色標記給你一次性的行動。",
    "ev.rules.parts.fig2": "八種交易標記。",
    "ev.rules.build": "建造",
    "ev.rules.build.1": "遊戲開始時，每位玩家選擇起始建築的一面。每回合從持有皇冠的玩家開始輪流，"
                        "每人可以從供應區建造一棟等級不超過自己工業等級的建築。",
    "ev.rules.build.fig": "起始建築的兩面與第 1 級的建築：點一下看它的作用。",
    "ev.rules.build.2": "建築提供屬性、供工人執行的行動，或榮耀。第 5 級的建築每種只有一片板塊，"
                        "七種之中只有三種會出現在遊戲中。",
    "ev.rules.growth": "成長與發薪",
    "ev.rules.growth.i1": "成長：依你的文化等級，從供應區拿人口圓片到港口。",
    "ev.rules.growth.i2": "發薪：依你的財富等級，讓工人從建築回到港口。有些建築的工人只能在這時領薪。",
    "ev.rules.actions": "行動",
    "ev.rules.actions.1": "從持有皇冠的玩家開始輪流：把港口的一個圓片放到你海岸上的一棟建築來執行它的行動"
                          "（點選該建築），或使用藍色標記，或跳過。一直輪下去，直到所有人都跳過。",
    "ev.rules.actions.fig": "五種行動：航海、佔領、攻擊、支薪、抽牌。",
    "ev.rules.actions.i1": "航海：在一個區域的航線上放一個圓片，拿取該格的標記。航線放滿時該區域開放，"
                           "航線上圓片最多的人拿到總督卡。",
    "ev.rules.actions.i2": "佔領：在歐洲或你有駐點的已開放區域，把圓片放到一座空城市，拿取它的標記。",
    "ev.rules.actions.i3": "攻擊：如同佔領，但對象是其他玩家的城市或艦隊，要用兩個圓片：其中一個成為傷亡。",
    "ev.rules.actions.i4": "支薪：讓一棟建築上的工人回到你的港口。",
    "ev.rules.actions.i5": "抽牌：拿取一個區域資產卡牌堆最上面的卡，你在那裡的圓片數須達到卡上的數字。",
    "ev.rules.actions.2": "你在有圓片的區域就有駐點（在歐洲一律有）。控制一條連接兩端的城市，"
                          "就拿取那條連接的標記。",
    "ev.rules.actions.3": "標示「+」的建築讓工人以任意順序執行其中一項或多項行動（「結束你的回合」可提早結束）；"
                          "「/」表示只能執行其中一項。",
    "ev.rules.discard": "棄牌",
    "ev.rules.discard.1": "整理你的卡牌：總督卡可以放進專屬的總督欄。接著依影響力等級保留卡牌，其餘棄掉。"
                          "皇冠往左傳。",
    "ev.rules.end": "遊戲結束與計分",
    "ev.rules.end.1": "第 7 回合結束後，計算榮耀：",
    "ev.rules.end.i1": "每條屬性軌：所在格的榮耀，或其下方最近的標示格的榮耀。",
    "ev.rules.end.i2": "你控制的城市與連接。",
    "ev.rules.end.i3": "有榮耀的建築、卡牌與總督卡。",
    "ev.rules.end.i4": "港口每 3 個圓片得 1 點榮耀。",
    "ev.rules.end.i5": "奴隸制廢除時放到一旁的每張奴隸卡 −1 點榮耀。",
    "ev.rules.end.i6": "市政廳：你的建築上每有一個抽牌圖示（包括它自己）得 1 點榮耀。",
    "ev.rules.end.2": "遊戲進行中，牌桌會持續為你記錄計分表。",
    "ev.rules.table": "在這張牌桌上",
    "ev.rules.table.1": "新遊戲的表單提供規則書中的選項：",
    "ev.rules.table.i1": "4 人時可選圖板 A 面（高衝突）或 B 面（低衝突）；2～3 人用 A 面，5 人用 B 面。",
    "ev.rules.table.i2": "2 人時可選標準遊戲，或在 A 面或 B 面使用沉默艦隊，並任選它的三條選用規則"
                         "（佔領限制、不回應標記、建築稀缺）。",
    "ev.rules.table.i3": "沉默艦隊在每個回合後回應，由該回合的玩家決定方式。",
    "ev.rules.table.i4": "這裡不玩偉業模組：我們沒有它的規則書。",
    "ev.rules.table.i5": "建築、卡牌、標記與圖板的兩面是依規則書重建的；起始玩家以抽籤決定。",
    "ev.rules.table.i6": "設置之後就沒有運氣成分；只有一個可能答案的決定會自動替你完成。",
}

TEXTS = {"en": EN, "ko": KO, "zh-Hant": ZH}
