"""How to play the Order of the Gilded Compass, in English, Korean and Traditional Chinese: our
own summary of the rulebook (../shared/rules/004) and the page's rulings
(engine/gilded_compass/README.md, data/gilded_compass.md). The buildings' rules and the scoring
are the table's own words (texts_en.py, texts_ko.py, texts_zh.py: ``gc.rule.*``, ``gc.resolve.*``, ``gc.aid.*``)."""

EN = {
    "gc.rules.goal": "The goal",
    "gc.rules.goal.1": "You are a treasure hunter who wants to join the Order of the Gilded Compass, the most "
                       "honoured secret society of archaeologists. Each round you roll your dice and place them on "
                       "the buildings, where they win ancient maps, specialists, artifacts, treasures and more.",
    "gc.rules.goal.2": "All of it turns into gold at the end. The most gold wins.",
    "gc.rules.parts": "The components",
    "gc.rules.parts.1": "Eight dice each, in your colour and with your mark; one knowledge token to start.",
    "gc.rules.parts.fig1": "Dice of three players as the table draws them: colour, face and mark.",
    "gc.rules.parts.2": "Maps, specialists and magic items belong to one of six sites:",
    "gc.rules.parts.fig2": "The six sites.",
    "gc.rules.parts.fig3": "Maps, the two kinds of specialist, magic items (compass and tool), sunken treasures, "
                           "tower tokens, secret missions and special abilities.",
    "gc.rules.sunken": "Sunken treasures",
    "gc.rules.compass": "Magic item: compass",
    "gc.rules.tool": "Magic item: tool",
    "gc.rules.round": "A round",
    "gc.rules.round.i1": "Tap a building's space to place dice there; the table offers only the placements its rule "
                         "allows.",
    "gc.rules.round.i2": "If you can place nowhere, one die must go to the Library; you may always put exactly one "
                         "die there.",
    "gc.rules.round.i3": "Dice placed by others can push yours off some buildings: those go to the Library.",
    "gc.rules.round.i4": "Players with no dice left are skipped until the round ends.",
    "gc.rules.buildings": "The buildings",
    "gc.rules.buildings.1": "Every game uses the three A buildings, one B building and one C building.",
    "gc.rules.buildings.a": "A buildings (always):",
    "gc.rules.buildings.b": "B buildings (one of them):",
    "gc.rules.buildings.c": "C buildings (one of them):",
    "gc.rules.abilities": "Special abilities",
    "gc.rules.abilities.1": "The Illuminati hand these out; each is used once, and one left unused is worth gold at "
                            "the end.",
    "gc.rules.end": "The end and scoring",
    "gc.rules.end.1": "After the last round's resolution, everyone counts their gold:",
    "gc.rules.table": "At this table",
    "gc.rules.table.1": "The new-match form offers the rulebook's choices:",
    "gc.rules.table.i1": "The B building: the Treasure Hunters' Guild or the Auction House, or one drawn by lot.",
    "gc.rules.table.i2": "The C building: one of the four, or one drawn by lot.",
    "gc.rules.table.i3": "With 2 or 3 players, variant 1 (no C building) or variant 2 (the neutral player, two "
                         "neutral dice each); never both.",
    "gc.rules.table.i4": "The tiles whose lists are not public (maps, specialists, items, missions, private "
                         "collections, sunken treasures) are a reconstruction that follows the rulebook.",
    "gc.rules.table.i5": "The start player is drawn by lot; every die taken from the Library gives a knowledge "
                         "token, with no limit.",
    "gc.rules.table.i6": "The table assigns your specialists and magic items the best way when it counts your gold.",
}

KO = {
    "gc.rules.goal": "게임의 목표",
    "gc.rules.goal.1": "여러분은 가장 명예로운 고고학 비밀 결사단, 금박 나침반의 명령에 들어가려는 보물 "
                       "사냥꾼입니다. 라운드마다 주사위를 굴려 건물에 배치하고, 고대 지도, 전문가, 유물, 보물 등을 "
                       "얻습니다.",
    "gc.rules.goal.2": "모두 게임이 끝날 때 골드가 됩니다. 골드가 가장 많은 플레이어가 이깁니다.",
    "gc.rules.parts": "구성물",
    "gc.rules.parts.1": "각자 자기 색과 표시가 있는 주사위 8개, 그리고 처음에 지식 토큰 1개를 받습니다.",
    "gc.rules.parts.fig1": "테이블에 그려지는 세 플레이어의 주사위: 색, 눈, 표시.",
    "gc.rules.parts.2": "고대 지도, 전문가, 마법 아이템은 여섯 장소 중 하나에 속합니다:",
    "gc.rules.parts.fig2": "여섯 장소.",
    "gc.rules.parts.fig3": "고대 지도, 두 종류의 전문가, 마법 아이템(나침반과 도구), 잠긴 보물, 보물 토큰, 비밀 "
                           "임무, 특별 능력.",
    "gc.rules.sunken": "잠긴 보물",
    "gc.rules.compass": "마법 아이템: 나침반",
    "gc.rules.tool": "마법 아이템: 도구",
    "gc.rules.round": "라운드",
    "gc.rules.round.i1": "건물의 칸을 눌러 주사위를 배치합니다. 테이블은 그 건물의 규칙이 허락하는 배치만 보여줍니다.",
    "gc.rules.round.i2": "어디에도 배치할 수 없으면 주사위 하나를 도서관에 놓아야 합니다. 언제든 주사위 딱 하나를 "
                         "도서관에 놓을 수도 있습니다.",
    "gc.rules.round.i3": "몇몇 건물에서는 다른 플레이어의 주사위가 내 주사위를 밀어낼 수 있습니다. 밀려난 주사위는 "
                         "도서관으로 갑니다.",
    "gc.rules.round.i4": "주사위가 남지 않은 플레이어는 라운드가 끝날 때까지 건너뜁니다.",
    "gc.rules.buildings": "건물",
    "gc.rules.buildings.1": "게임마다 A 건물 세 개, B 건물 하나, C 건물 하나를 씁니다.",
    "gc.rules.buildings.a": "A 건물(항상 사용):",
    "gc.rules.buildings.b": "B 건물(둘 중 하나):",
    "gc.rules.buildings.c": "C 건물(넷 중 하나):",
    "gc.rules.abilities": "특별 능력",
    "gc.rules.abilities.1": "일루미나티에서 얻습니다. 각각 한 번 쓸 수 있고, 쓰지 않은 능력은 게임이 끝날 때 골드가 "
                            "됩니다.",
    "gc.rules.end": "게임 종료와 점수",
    "gc.rules.end.1": "마지막 라운드의 결산이 끝나면 모두 골드를 셉니다:",
    "gc.rules.table": "이 테이블에서는",
    "gc.rules.table.1": "새 게임 화면에서 규칙서의 선택지를 고를 수 있습니다:",
    "gc.rules.table.i1": "B 건물: 보물 사냥꾼 길드나 경매장, 또는 추첨.",
    "gc.rules.table.i2": "C 건물: 네 가지 중 하나, 또는 추첨.",
    "gc.rules.table.i3": "2~3인 게임에서는 변형 1(C 건물 없음)이나 변형 2(중립 플레이어, 각자 중립 주사위 2개) 중 "
                         "하나를 씁니다. 둘을 함께 쓰지는 않습니다.",
    "gc.rules.table.i4": "목록이 공개되지 않은 타일(고대 지도, 전문가, 마법 아이템, 비밀 임무, 개인 컬렉션, 가라앉은 "
                         "보물)은 규칙서를 따라 재구성한 것입니다.",
    "gc.rules.table.i5": "시작 플레이어는 추첨으로 정합니다. 도서관에서 꺼낸 주사위마다 지식 토큰을 받으며, 개수 "
                         "제한은 없습니다.",
    "gc.rules.table.i6": "골드를 셀 때 테이블이 전문가와 마법 아이템을 가장 유리하게 배정합니다.",
}

ZH = {
    "gc.rules.goal": "遊戲目標",
    "gc.rules.goal.1": "你是一名寶藏獵人，想加入考古學家中最受尊崇的祕密結社「鍍金羅盤會」。每個回合擲骰並把骰子"
                       "放到各建築上，贏得古地圖、專家、古物、寶藏等等。",
    "gc.rules.goal.2": "這些在遊戲結束時全部換算成金幣。金幣最多的玩家獲勝。",
    "gc.rules.parts": "遊戲配件",
    "gc.rules.parts.1": "每人 8 顆自己顏色、帶有自己標誌的骰子；開局時 1 個知識標記。",
    "gc.rules.parts.fig1": "桌面上畫出的三位玩家的骰子：顏色、點數與標誌。",
    "gc.rules.parts.2": "古地圖、專家與魔法物品各屬於六個地點之一：",
    "gc.rules.parts.fig2": "六個地點。",
    "gc.rules.parts.fig3": "古地圖、兩種專家、魔法物品（羅盤與工具）、沉沒寶藏、寶藏標記、祕密任務與特殊能力。",
    "gc.rules.sunken": "沉沒寶藏",
    "gc.rules.compass": "魔法物品：羅盤",
    "gc.rules.tool": "魔法物品：工具",
    "gc.rules.round": "一個回合",
    "gc.rules.round.i1": "點選建築上的格子把骰子放在那裡；桌面只提供該建築規則允許的放法。",
    "gc.rules.round.i2": "如果哪裡都不能放，必須把一顆骰子放到圖書館；你也隨時可以只放一顆骰子到圖書館。",
    "gc.rules.round.i3": "在某些建築上，別人放的骰子會把你的骰子擠走：被擠走的骰子前往圖書館。",
    "gc.rules.round.i4": "沒有骰子的玩家跳過，直到本回合結束。",
    "gc.rules.buildings": "建築",
    "gc.rules.buildings.1": "每局使用三座 A 建築、一座 B 建築與一座 C 建築。",
    "gc.rules.buildings.a": "A 建築（每局都用）：",
    "gc.rules.buildings.b": "B 建築（二選一）：",
    "gc.rules.buildings.c": "C 建築（四選一）：",
    "gc.rules.abilities": "特殊能力",
    "gc.rules.abilities.1": "由光明會發放；每個能力只能使用一次，遊戲結束時未使用的能力換算成金幣。",
    "gc.rules.end": "遊戲結束與計分",
    "gc.rules.end.1": "最後一個回合結算完畢後，所有人計算金幣：",
    "gc.rules.table": "在這張桌面上",
    "gc.rules.table.1": "新對局的表單提供規則書中的選擇：",
    "gc.rules.table.i1": "B 建築：寶藏獵人公會或拍賣行，或抽籤決定。",
    "gc.rules.table.i2": "C 建築：四座之一，或抽籤決定。",
    "gc.rules.table.i3": "2 或 3 人時，可用變體 1（沒有 C 建築）或變體 2（中立玩家，每人兩顆中立骰子）；"
                         "兩者不能同時使用。",
    "gc.rules.table.i4": "清單未公開的板塊（古地圖、專家、魔法物品、祕密任務、私人收藏、沉沒寶藏）是依規則書重建的。",
    "gc.rules.table.i5": "起始玩家以抽籤決定；從圖書館取回的每顆骰子都給 1 個知識標記，沒有數量上限。",
    "gc.rules.table.i6": "計算金幣時，桌面會以最有利的方式分配你的專家與魔法物品。",
}

TEXTS = {"en": EN, "ko": KO, "zh-Hant": ZH}
