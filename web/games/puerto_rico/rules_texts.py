"""How to play Puerto Rico, in English, Korean and Traditional Chinese: our own summary of the
rulebook (../shared/rules/002) and the page's rulings (engine/puerto_rico/README.md, data/puerto_rico.md)."""

EN = {
    "pr.rules.goal": "The goal",
    "pr.rules.goal.1": "Each of you runs a colony on Puerto Rico: plant the island, bring in colonists, build a "
                       "city, produce goods and sell them or ship them to Europe.",
    "pr.rules.goal.2": "Victory points come from shipping goods and from the buildings in your city. The most "
                       "victory points at the end wins.",
    "pr.rules.parts": "The components",
    "pr.rules.parts.1": "Your board has an island of 12 spaces for plantations and quarries, and a city of 12 spaces "
                        "for buildings.",
    "pr.rules.parts.fig1": "The five plantations and the quarry.",
    "pr.rules.parts.2": "The goods, from the cheapest to the dearest:",
    "pr.rules.parts.fig2": "Corn, indigo, sugar, tobacco and coffee barrels.",
    "pr.rules.parts.3": "A plantation or a building works only with a colonist on its circle. Small buildings have a "
                        "purple power; production buildings turn a plantation's crop into goods.",
    "pr.rules.parts.fig3": "A colonist, doubloons, and buildings with their circles filled.",
    "pr.rules.round": "A round: choosing roles",
    "pr.rules.round.1": "Starting with the governor and going clockwise, each player chooses one of the role cards "
                        "left.",
    "pr.rules.round.i1": "Everyone, starting with the one who chose it, then does the role's action.",
    "pr.rules.round.i2": "The one who chose it also has its privilege, a little extra.",
    "pr.rules.round.i3": "Doubloons lying on the card go to whoever takes it.",
    "pr.rules.round.i4": "The prospector has no action: its privilege is 1 doubloon.",
    "pr.rules.round.2": "When everyone has chosen, a doubloon goes on each role nobody took, the roles come back, "
                        "and the governor passes to the left.",
    "pr.rules.settler": "Settler",
    "pr.rules.settler.1": "Each player may take one of the face-up plantations and put it on the island.",
    "pr.rules.settler.fig": "What the settler may take: a plantation of each kind, or a quarry.",
    "pr.rules.settler.2": "Privilege: a quarry instead (a construction hut lets anyone do it). New plantations are "
                          "turned up for the next settler.",
    "pr.rules.mayor": "Mayor",
    "pr.rules.mayor.1": "The colonists on the colonist ship are shared out one at a time from the mayor; everyone "
                        "then places their colonists. Colonists must fill empty circles where they can; the rest "
                        "wait in San Juan.",
    "pr.rules.mayor.fig": "An indigo plant with two of its three circles filled.",
    "pr.rules.mayor.2": "Privilege: one more colonist from the supply. The ship is then refilled with one colonist "
                        "per empty building circle, at least one per player.",
    "pr.rules.builder": "Builder",
    "pr.rules.builder.1": "Each player may build one building, paying its cost, at most one of each kind. Each "
                          "occupied quarry takes 1 doubloon off, up to the building's column.",
    "pr.rules.builder.fig": "A violet building, a production building and a large building.",
    "pr.rules.builder.2": "Privilege: 1 doubloon less. Large buildings take two city spaces and give bonus points at "
                          "the end.",
    "pr.rules.craftsman": "Craftsman",
    "pr.rules.craftsman.1": "Everyone takes the goods their colony makes: corn from a working plantation; the others "
                            "need a working plantation and a working production building alike.",
    "pr.rules.craftsman.2": "Privilege: one more barrel of a kind the craftsman produced.",
    "pr.rules.trader": "Trader",
    "pr.rules.trader.1": "Each player may sell one barrel to the trading house: corn 0, indigo 1, sugar 2, tobacco "
                         "3, coffee 4 doubloons. The house holds four barrels, each of a different kind.",
    "pr.rules.trader.fig": "The goods, from corn (0 doubloons) to coffee (4).",
    "pr.rules.trader.2": "Privilege: 1 doubloon more. A full trading house is emptied at the end of the phase.",
    "pr.rules.captain": "Captain",
    "pr.rules.captain.1": "In turn, everyone who can load must load one kind of good onto a cargo ship, as many "
                          "barrels as fit: 1 victory point a barrel. It goes on until nobody can load.",
    "pr.rules.captain.i1": "A ship carries one kind; a kind already on a ship goes only to that ship.",
    "pr.rules.captain.i2": "Privilege: 1 more victory point on the captain's first load.",
    "pr.rules.captain.i3": "Full ships are emptied at the end.",
    "pr.rules.captain.i4": "Everyone keeps one barrel on their windrose, and more with a warehouse; the rest go back.",
    "pr.rules.captain.2": "A wharf is your own ship: once a phase, load all of one kind on it.",
    "pr.rules.end": "The end and scoring",
    "pr.rules.end.1": "The game ends at the end of the round in which:",
    "pr.rules.end.i1": "the colonist ship cannot be refilled in full;",
    "pr.rules.end.i2": "someone builds on their twelfth city space;",
    "pr.rules.end.i3": "the victory point chips run out while loading (points still count past the last chip).",
    "pr.rules.end.2": "Add up victory point chips, the points of your buildings and the bonuses of your occupied "
                      "large buildings. On a tie, the most doubloons plus goods wins.",
    "pr.rules.table": "At this table",
    "pr.rules.table.1": "The page plays the base game for 2 to 5 players, with no option to choose. Its rulings:",
    "pr.rules.table.i1": "Two players play the rulebook's two-player variant: three roles each in turn, with fewer "
                         "ships, colonists, goods and buildings.",
    "pr.rules.table.i2": "The first governor is drawn by lot.",
    "pr.rules.table.i3": "A decision with only one possible answer is taken for you (for example loading the only "
                         "kind you can); auto-take in the bar answers the obvious ones too.",
    "pr.rules.table.i4": "Privileges and purple powers are always yours to decline when using them could matter.",
}

KO = {
    "pr.rules.goal": "게임의 목표",
    "pr.rules.goal.1": "각자 푸에르토리코의 식민지를 운영합니다. 섬에 농장을 일구고, 이주민을 데려오고, 도시에 "
                       "건물을 짓고, 상품을 생산해 팔거나 유럽으로 실어 보냅니다.",
    "pr.rules.goal.2": "승리 포인트는 상품을 배에 실을 때와 도시의 건물에서 얻습니다. 게임이 끝날 때 승리 포인트가 "
                       "가장 많은 플레이어가 이깁니다.",
    "pr.rules.parts": "구성물",
    "pr.rules.parts.1": "개인 보드에는 농장과 채석장을 놓는 섬 12칸과 건물을 짓는 도시 12칸이 있습니다.",
    "pr.rules.parts.fig1": "농장 다섯 가지와 채석장.",
    "pr.rules.parts.2": "상품은 싼 것부터 비싼 것 순서로 다음과 같습니다:",
    "pr.rules.parts.fig2": "옥수수, 인디고, 설탕, 담배, 커피 통.",
    "pr.rules.parts.3": "농장과 건물은 원에 이주민이 있어야 가동합니다. 소형 건물에는 보라색 능력이 있고, 생산 "
                        "건물은 농장의 작물을 상품으로 만듭니다.",
    "pr.rules.parts.fig3": "이주민, 더블룬, 원에 이주민이 놓인 건물.",
    "pr.rules.round": "라운드: 역할 고르기",
    "pr.rules.round.1": "총독부터 시계 방향으로, 각자 남은 역할 카드 중 하나를 고릅니다.",
    "pr.rules.round.i1": "고른 플레이어부터 모두 그 역할의 액션을 합니다.",
    "pr.rules.round.i2": "고른 플레이어는 특권도 받습니다.",
    "pr.rules.round.i3": "카드 위에 놓인 더블룬은 그 카드를 고른 플레이어가 가져갑니다.",
    "pr.rules.round.i4": "광부에는 액션이 없고, 특권으로 1더블룬을 받습니다.",
    "pr.rules.round.2": "모두 골랐으면 아무도 고르지 않은 역할마다 1더블룬을 올리고, 역할 카드를 되돌린 뒤, 총독이 "
                        "왼쪽으로 넘어갑니다.",
    "pr.rules.settler": "개척자",
    "pr.rules.settler.1": "각자 앞면 농장 타일 하나를 가져와 섬에 놓을 수 있습니다.",
    "pr.rules.settler.fig": "개척자가 가져올 수 있는 것: 종류별 농장, 또는 채석장.",
    "pr.rules.settler.2": "특권: 대신 채석장을 가져올 수 있습니다(건설막이 있으면 누구나 가능). 다음 개척자를 위해 "
                          "새 농장을 펼칩니다.",
    "pr.rules.mayor": "시장",
    "pr.rules.mayor.1": "이민선의 이주민을 시장부터 한 명씩 나누어 가지고, 모두 자신의 이주민을 배치합니다. 빈 원을 "
                        "채울 수 있으면 채워야 하고, 남은 이주민은 산 후안에서 기다립니다.",
    "pr.rules.mayor.fig": "원 세 개 중 두 개가 찬 인디고 공장.",
    "pr.rules.mayor.2": "특권: 여벌에서 이주민 1명을 더 가져옵니다. 그 뒤 건물의 빈 원 하나당 이주민 1명씩(최소 "
                        "플레이어 수만큼) 이민선을 채웁니다.",
    "pr.rules.builder": "건축가",
    "pr.rules.builder.1": "각자 비용을 내고 건물 하나를 지을 수 있습니다. 같은 건물은 하나만 가질 수 있습니다. 가동 "
                          "중인 채석장 하나마다 1더블룬씩, 건물의 열 번호까지 깎아 줍니다.",
    "pr.rules.builder.fig": "보라색 건물, 생산 건물, 대형 건물.",
    "pr.rules.builder.2": "특권: 1더블룬 싸게 짓습니다. 대형 건물은 도시 두 칸을 차지하고, 게임이 끝날 때 보너스 "
                          "점수를 줍니다.",
    "pr.rules.craftsman": "장인",
    "pr.rules.craftsman.1": "모두 자기 식민지가 만드는 상품을 가져옵니다. 옥수수는 가동 중인 농장만 있으면 되고, "
                            "다른 상품은 가동 중인 농장과 가동 중인 생산 건물이 모두 필요합니다.",
    "pr.rules.craftsman.2": "특권: 장인이 생산한 종류의 상품 한 통을 더 가져옵니다.",
    "pr.rules.trader": "상인",
    "pr.rules.trader.1": "각자 교역소에 상품 한 통을 팔 수 있습니다. 옥수수 0, 인디고 1, 설탕 2, 담배 3, 커피 "
                         "4더블룬. 교역소에는 서로 다른 종류로 네 통까지 들어갑니다.",
    "pr.rules.trader.fig": "옥수수(0더블룬)부터 커피(4더블룬)까지의 상품.",
    "pr.rules.trader.2": "특권: 1더블룬 더 받습니다. 교역소가 가득 차면 단계가 끝날 때 비웁니다.",
    "pr.rules.captain": "선장",
    "pr.rules.captain.1": "차례대로, 실을 수 있는 플레이어는 상품 한 종류를 화물선에 들어가는 만큼 실어야 합니다. 한 "
                          "통에 승리 포인트 1점. 아무도 실을 수 없을 때까지 계속합니다.",
    "pr.rules.captain.i1": "배 한 척에는 한 종류만 싣습니다. 이미 배에 실린 종류는 그 배에만 실을 수 있습니다.",
    "pr.rules.captain.i2": "특권: 선장의 첫 선적에 승리 포인트 1점을 더 받습니다.",
    "pr.rules.captain.i3": "끝나면 가득 찬 배를 비웁니다.",
    "pr.rules.captain.i4": "각자 풍향계에 상품 한 통을 보관하고, 창고가 있으면 더 보관합니다. 나머지는 되돌립니다.",
    "pr.rules.captain.2": "부두는 나만의 배입니다. 단계마다 한 번, 한 종류의 상품을 모두 실을 수 있습니다.",
    "pr.rules.end": "게임 종료와 점수",
    "pr.rules.end.1": "다음 중 하나가 일어난 라운드가 끝나면 게임이 끝납니다:",
    "pr.rules.end.i1": "이민선을 다 채울 수 없을 때,",
    "pr.rules.end.i2": "누군가 도시의 열두 번째 칸에 건물을 지었을 때,",
    "pr.rules.end.i3": "선적 중에 승리 포인트 칩이 떨어졌을 때(마지막 칩 뒤의 점수도 셉니다).",
    "pr.rules.end.2": "승리 포인트 칩, 건물 점수, 가동 중인 대형 건물의 보너스를 더합니다. 동점이면 더블룬과 상품의 "
                      "합이 많은 플레이어가 이깁니다.",
    "pr.rules.table": "이 테이블에서는",
    "pr.rules.table.1": "이 페이지는 2~5인용 기본 게임을 진행하며, 고를 옵션은 없습니다. 판정은 다음과 같습니다:",
    "pr.rules.table.i1": "2인 게임은 규칙서의 2인용 변형으로 진행합니다. 역할을 번갈아 세 장씩 고르고, 배, 이주민, "
                         "상품, 건물이 적습니다.",
    "pr.rules.table.i2": "처음 총독은 추첨으로 정합니다.",
    "pr.rules.table.i3": "답이 하나뿐인 결정은 자동으로 진행됩니다(예: 실을 수 있는 상품이 하나뿐일 때). 막대의 자동 "
                         "선택은 뻔한 결정에도 대신 답합니다.",
    "pr.rules.table.i4": "특권과 보라색 능력은 쓰는 것이 의미가 있을 때 언제나 쓰지 않기로 할 수 있습니다.",
}

ZH = {
    "pr.rules.goal": "遊戲目標",
    "pr.rules.goal.1": "每人經營波多黎各的一片殖民地：在島上開墾農田、迎來移民、在城市興建建築、生產貨物，"
                       "再把貨物賣掉或運回歐洲。",
    "pr.rules.goal.2": "勝利分數來自運貨與城市裡的建築。遊戲結束時勝利分數最多的玩家獲勝。",
    "pr.rules.parts": "遊戲配件",
    "pr.rules.parts.1": "個人版圖上有放農田與採石場的島嶼 12 格，以及興建建築的城市 12 格。",
    "pr.rules.parts.fig1": "五種農田與採石場。",
    "pr.rules.parts.2": "貨物由便宜到昂貴依序是：",
    "pr.rules.parts.fig2": "玉米、染料、蔗糖、煙草、咖啡桶。",
    "pr.rules.parts.3": "農田與建築要在圓圈上有移民才會運作。小型建築有紫色的能力；加工廠把農田的作物製成貨物。",
    "pr.rules.parts.fig3": "移民、杜布隆，以及圓圈都放了移民的建築。",
    "pr.rules.round": "一個回合：選擇角色",
    "pr.rules.round.1": "從總督起順時針，每位玩家從剩下的角色卡中選 1 張。",
    "pr.rules.round.i1": "所有人從選的人開始，依序執行這個角色的行動。",
    "pr.rules.round.i2": "選的人另外享有它的特權，一點額外好處。",
    "pr.rules.round.i3": "卡上的杜布隆歸拿取這張卡的人。",
    "pr.rules.round.i4": "探勘者沒有行動：它的特權是 1 杜布隆。",
    "pr.rules.round.2": "所有人都選過後，沒人選的角色各放 1 杜布隆，角色卡收回，總督交給左手邊的玩家。",
    "pr.rules.settler": "開拓者",
    "pr.rules.settler.1": "每位玩家可拿取 1 塊正面朝上的農田，放到自己的島嶼上。",
    "pr.rules.settler.fig": "開拓者可拿的：各種農田，或採石場。",
    "pr.rules.settler.2": "特權：改拿採石場（有建築舍的人也可以）。之後為下一位開拓者翻開新的農田。",
    "pr.rules.mayor": "市長",
    "pr.rules.mayor.1": "移民船上的移民從市長起一次一位分給大家，之後每人安置自己的移民。能填的空圓圈都必須填上，"
                        "其餘的移民在聖胡安等候。",
    "pr.rules.mayor.fig": "三個圓圈中填了兩個的大染料廠。",
    "pr.rules.mayor.2": "特權：從供應區多拿 1 位移民。接著依建築上空圓圈的數量補滿移民船，每位玩家至少 1 位。",
    "pr.rules.builder": "建築師",
    "pr.rules.builder.1": "每位玩家可付費興建 1 棟建築，每種最多一棟。每個有移民的採石場少付 1 杜布隆，最多省到"
                          "建築所在的欄數。",
    "pr.rules.builder.fig": "紫色建築、加工廠與大型建築。",
    "pr.rules.builder.2": "特權：少付 1 杜布隆。大型建築佔城市兩格，遊戲結束時給額外分數。",
    "pr.rules.craftsman": "工匠",
    "pr.rules.craftsman.1": "每人拿取自己殖民地生產的貨物：玉米只需運作中的農田；其他貨物則需運作中的農田與運作中的"
                            "加工廠。",
    "pr.rules.craftsman.2": "特權：多拿 1 桶工匠生產過的貨物。",
    "pr.rules.trader": "交易商",
    "pr.rules.trader.1": "每位玩家可賣 1 桶貨物給交易所：玉米 0、染料 1、蔗糖 2、煙草 3、咖啡 4 杜布隆。交易所最多"
                         "放 4 桶，種類各不相同。",
    "pr.rules.trader.fig": "貨物，從玉米（0 杜布隆）到咖啡（4 杜布隆）。",
    "pr.rules.trader.2": "特權：多得 1 杜布隆。交易所滿了，就在階段結束時清空。",
    "pr.rules.captain": "船長",
    "pr.rules.captain.1": "輪流進行，能裝船的人必須把一種貨物裝上貨運船，能裝多少就裝多少：每桶 1 分。一直進行到沒人"
                          "能裝為止。",
    "pr.rules.captain.i1": "一艘船只裝一種貨物；已在船上的種類只能裝上那艘船。",
    "pr.rules.captain.i2": "特權：船長第一次裝船多得 1 分。",
    "pr.rules.captain.i3": "最後，滿載的船卸貨清空。",
    "pr.rules.captain.i4": "每人在羅盤上保留 1 桶，有倉庫可保留更多；其餘放回。",
    "pr.rules.captain.2": "船塢是你自己的船：每階段一次，把一種貨物全部裝上去。",
    "pr.rules.end": "遊戲結束與計分",
    "pr.rules.end.1": "發生以下情況的那一回合結束後，遊戲結束：",
    "pr.rules.end.i1": "移民船無法補滿；",
    "pr.rules.end.i2": "有人在城市的第 12 格興建了建築；",
    "pr.rules.end.i3": "裝船時計分片用完（最後一片之後的分數照樣計算）。",
    "pr.rules.end.2": "加總計分片、建築的分數，以及有移民的大型建築的額外分數。平手時，杜布隆加貨物最多的玩家獲勝。",
    "pr.rules.table": "在這張桌上",
    "pr.rules.table.1": "本頁進行 2 至 5 人的基本遊戲，沒有可選的選項。判定如下：",
    "pr.rules.table.i1": "2 人遊戲採用規則書的 2 人變體：每人輪流選 3 個角色，貨運船、移民、貨物與建築都較少。",
    "pr.rules.table.i2": "第一位總督以抽籤決定。",
    "pr.rules.table.i3": "只有一種答案的決定會自動代你完成（例如只能裝一種貨物時）；"
                         "操作列的自動選擇也會代答明顯的決定。",
    "pr.rules.table.i4": "特權與紫色能力在使用會有差別時，你都可以選擇不用。",
}

TEXTS = {"en": EN, "ko": KO, "zh-Hant": ZH}
