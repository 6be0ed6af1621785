"""How to play Mundus Novus, in English, Korean and Traditional Chinese (in the terms of
its Chinese rulebook, 新世界規則): our own summary of the rulebooks
(../shared/rules/000, 001) and the page's rulings (engine/mundus_novus/README.md)."""

EN = {
    "mn.rules.goal": "The goal",
    "mn.rules.goal.1": "You are a ship-owner of 16th-century Spain trading the riches of the New World. Gather "
                       "resource cards with your caravels, swap them at the trading table, and turn them into "
                       "doubloons and development cards.",
    "mn.rules.goal.2": "Whoever has the most doubloons when the game ends wins; the perfect combination of all ten "
                       "kinds of card wins at once.",
    "mn.rules.goal.fig": "The nine goods, valued 1 to 9, and the Inca relic (worth 10 in trade).",
    "mn.rules.parts": "The components",
    "mn.rules.parts.1": "Resource cards: nine goods numbered 1 (cocoa) to 9 (vanilla), the higher the rarer, and the "
                        "Inca relic, which stands in for any good in a set of identical cards.",
    "mn.rules.parts.fig1": "Resource cards as the table draws them: the value on top, the good below.",
    "mn.rules.parts.2": "Development cards, bought with sets of identical cards from the queue of five:",
    "mn.rules.parts.fig2": "The five kinds of development card.",
    "mn.rules.parts.i1": "Caravel: one more card at each Supply; its value decides when your fleet picks.",
    "mn.rules.parts.i2": "Merchant: once a round, one card counts as a value of its range.",
    "mn.rules.parts.i3": "Warehouse: keeps unused cards into the next round. Shipyard: pays when others own more "
                         "caravels than you.",
    "mn.rules.parts.i4": "Character: a famous explorer with a power of his own (the player aid at the table lists "
                         "all nine). Some cards also pay doubloons every round.",
    "mn.rules.event": "1. Event",
    "mn.rules.event.1": "The first card of the queue shows the round's event (none in round 1):",
    "mn.rules.event.i1": "No event: nothing special.",
    "mn.rules.event.i2": "King's Help: any number of identical sets this round.",
    "mn.rules.event.i3": "Natives: a set of different values pays only 1 doubloon a card.",
    "mn.rules.event.i4": "Storm: an identical set may take only the first card of the queue.",
    "mn.rules.event.i5": "Fire: nothing may be kept in warehouses at the end of the round.",
    "mn.rules.event.i6": "Pirates: right after Supply, each fleet of two caravels or more loses a random card.",
    "mn.rules.event.2": "Whoever owns Coronado may pay 2 doubloons, when the first card shows no event, to choose "
                        "the round's event.",
    "mn.rules.supply": "2. Supply",
    "mn.rules.supply.1": "Cards kept in warehouses come back to your hand. Then:",
    "mn.rules.supply.i1": "Everyone is dealt five cards face down.",
    "mn.rules.supply.i2": "One card per caravel in play is turned face up.",
    "mn.rules.supply.i3": "Your fleet's value is the sum of your caravels. The lowest fleet picks first, one face-up "
                          "card per caravel; on a tie, the fleet with the lowest single caravel.",
    "mn.rules.supply.i4": "Tap a face-up card to take it when your fleet's turn comes.",
    "mn.rules.supply.2": "With no caravel you get only the five hidden cards.",
    "mn.rules.trade": "3. Trade",
    "mn.rules.trade.1": "The Trade Master announces 2, 3 or 4. Everyone secretly offers that many cards, and all "
                        "offers are shown together.",
    "mn.rules.trade.fig": "An offer of 3 + 7 + relic totals 20: a relic counts 10.",
    "mn.rules.trade.i1": "The highest total becomes Trade Master; on a tie the Trade Master stays if tied, or else "
                         "chooses among the tied.",
    "mn.rules.trade.i2": "The Trade Master takes one card from another player's offer, then keeps it or puts it in "
                         "the market and takes a market card instead.",
    "mn.rules.trade.i3": "The player who was taken from takes next, and so on.",
    "mn.rules.trade.i4": "Two players may not take from each other three times in a row while someone else still has "
                         "cards on offer (not with two players).",
    "mn.rules.trade.i5": "The last player with cards on offer takes them back; whoever ended one card short gets a "
                         "card from the Trade Master's hand.",
    "mn.rules.trade.2": "Everyone ends the trade with as many cards as they had.",
    "mn.rules.progression": "4. Progression",
    "mn.rules.progression.1": "The Trade Master chooses who starts; then clockwise. On your turn you may lay, once "
                              "each:",
    "mn.rules.progression.i1": "A set of 3 to 5 identical cards (relics are wild): take a card of the queue. The "
                               "rarer the good and the bigger the set, the further down the queue you may reach.",
    "mn.rules.progression.i2": "A set of 4 to 9 different values, no relic: 5, 7, 10, 15, 20 or 25 doubloons.",
    "mn.rules.progression.i3": "A set of 1 to 5 relics: 3, 7, 12, 18 or 25 doubloons.",
    "mn.rules.progression.fig1": "Three fives (a relic standing in): a set of identical cards.",
    "mn.rules.progression.fig2": "Four different values: 5 doubloons.",
    "mn.rules.progression.2": "Each merchant turns one card into a value of its range once a round. Your cards' "
                              "incomes are paid when your turn ends.",
    "mn.rules.storage": "End of the round",
    "mn.rules.storage.i1": "Each shipyard pays 1 doubloon for each player owning more caravels than its owner.",
    "mn.rules.storage.i2": "Everyone secretly puts cards into their warehouses, up to their room.",
    "mn.rules.storage.i3": "All other cards in hand are discarded. The market stays.",
    "mn.rules.end": "The end and the winner",
    "mn.rules.end.1": "The game is checked at the end of each round, in this order:",
    "mn.rules.end.i1": "Someone presented the perfect combination (1 to 9 and a relic, merchants allowed): they win; "
                       "if several did, the richest of them.",
    "mn.rules.end.i2": "Someone has 75 doubloons or more: the richest wins.",
    "mn.rules.end.i3": "The queue could not be refilled to five cards this round: the richest wins.",
    "mn.rules.end.2": "A tie goes to the player who laid the most different values this round; still tied, they "
                      "share the victory.",
    "mn.rules.table": "At this table",
    "mn.rules.table.1": "The page plays the box's game for 2 to 6 players, with no variant. Its rulings:",
    "mn.rules.table.i1": "The list of the 44 development cards is not public: the page plays a reconstruction that "
                         "keeps every rule of the rulebook.",
    "mn.rules.table.i2": "The first Trade Master is drawn by lot.",
    "mn.rules.table.i3": "Pirates take a card at random (the Korean rulebook's reading).",
    "mn.rules.table.i4": "How many cards each hand holds is shown: at a real table they can be counted.",
    "mn.rules.table.i5": "A step with one possible choice is played for you.",
}

KO = {
    "mn.rules.goal": "게임의 목표",
    "mn.rules.goal.1": "여러분은 16세기 스페인의 선주가 되어 신세계의 부를 거래합니다. 캐러벨선으로 자원 카드를 "
                       "모으고, 교역에서 카드를 바꾸어, 더블룬과 발전 카드로 만듭니다.",
    "mn.rules.goal.2": "게임이 끝날 때 더블룬이 가장 많은 플레이어가 이깁니다. 열 종류의 카드를 모두 모은 완벽한 "
                       "세트는 그 자리에서 승리합니다.",
    "mn.rules.goal.fig": "가치 1부터 9까지의 상품 아홉 가지와 잉카의 유물(교역에서는 10으로 셉니다).",
    "mn.rules.parts": "구성물",
    "mn.rules.parts.1": "자원 카드: 1(카카오)부터 9(바닐라)까지 번호가 붙은 상품 아홉 가지로, 숫자가 높을수록 "
                        "귀합니다. 잉카의 유물은 같은 종류의 자원 세트에서 어떤 상품으로도 쓸 수 있습니다.",
    "mn.rules.parts.fig1": "테이블에 그려지는 자원 카드: 위에 가치, 아래에 상품.",
    "mn.rules.parts.2": "발전 카드는 같은 종류의 자원 세트로 발전 카드 열의 다섯 장 중에서 얻습니다:",
    "mn.rules.parts.fig2": "발전 카드의 다섯 종류.",
    "mn.rules.parts.i1": "캐러벨선: 보급 단계마다 카드를 1장 더 얻습니다. 가치는 선단이 고르는 순서를 정합니다.",
    "mn.rules.parts.i2": "상인: 라운드에 한 번, 카드 1장을 자기 범위의 숫자로 쓸 수 있습니다.",
    "mn.rules.parts.i3": "창고: 쓰지 않은 카드를 다음 라운드로 보관합니다. 조선소: 나보다 캐러벨선이 많은 플레이어가 "
                         "있으면 돈을 줍니다.",
    "mn.rules.parts.i4": "인물: 저마다 능력이 있는 유명한 탐험가입니다(아홉 명 모두 테이블의 도움말에 있습니다). "
                         "라운드마다 더블룬을 주는 카드도 있습니다.",
    "mn.rules.event": "1. 이벤트",
    "mn.rules.event.1": "발전 카드 열의 첫번째 카드가 이번 라운드의 이벤트를 보여줍니다(1라운드에는 없음):",
    "mn.rules.event.i1": "이벤트 없음: 특별한 일이 없습니다.",
    "mn.rules.event.i2": "국왕의 원조: 이번 라운드에는 같은 종류의 자원 세트를 몇 번이든 만들 수 있습니다.",
    "mn.rules.event.i3": "원주민: 다른 종류의 자원 세트는 카드 1장당 1더블룬만 줍니다.",
    "mn.rules.event.i4": "폭풍: 같은 종류의 자원 세트로는 발전 카드 열의 첫번째 카드만 가져갈 수 있습니다.",
    "mn.rules.event.i5": "화재: 라운드 종료시 창고에 카드를 보관할 수 없습니다.",
    "mn.rules.event.i6": "해적: 보급 단계 직후, 캐러벨선 2장 이상의 선단마다 카드 1장을 무작위로 잃습니다.",
    "mn.rules.event.2": "코로나도를 가진 플레이어는 첫번째 카드에 이벤트가 없을 때 2더블룬을 내고 이번 라운드의 "
                        "이벤트를 고를 수 있습니다.",
    "mn.rules.supply": "2. 보급",
    "mn.rules.supply.1": "창고에 보관한 카드가 손으로 돌아옵니다. 그 다음:",
    "mn.rules.supply.i1": "모두 카드 5장을 뒷면으로 받습니다.",
    "mn.rules.supply.i2": "게임에 나와 있는 캐러벨선 1장마다 카드 1장을 앞면으로 펼칩니다.",
    "mn.rules.supply.i3": "내 캐러벨선 가치의 합이 선단치입니다. 선단치가 낮은 선단부터 캐러벨선 1장당 펼친 카드 "
                          "1장을 고릅니다. 같으면 가장 낮은 캐러벨선을 가진 선단이 먼저입니다.",
    "mn.rules.supply.i4": "내 선단의 차례가 오면 펼쳐진 카드를 눌러 가져갑니다.",
    "mn.rules.supply.2": "캐러벨선이 없으면 뒷면 카드 5장만 받습니다.",
    "mn.rules.trade": "3. 교역",
    "mn.rules.trade.1": "교역장이 2, 3, 4 중 하나를 선언합니다. 모두 그만큼의 카드를 몰래 내고, 한꺼번에 공개합니다.",
    "mn.rules.trade.fig": "3 + 7 + 유물을 내면 합계 20입니다. 유물은 10으로 셉니다.",
    "mn.rules.trade.i1": "합계가 가장 큰 플레이어가 교역장이 됩니다. 동점이면 그 안에 교역장이 있을 때는 그대로, "
                         "없을 때는 교역장이 동점자 중에서 고릅니다.",
    "mn.rules.trade.i2": "교역장은 다른 플레이어가 낸 카드 1장을 뽑아, 손에 넣거나 시장에 놓고 시장의 카드 1장을 "
                         "가져옵니다.",
    "mn.rules.trade.i3": "카드를 뽑힌 플레이어가 다음으로 뽑고, 이렇게 이어집니다.",
    "mn.rules.trade.i4": "다른 플레이어에게 낸 카드가 남아 있는 동안에는 같은 두 플레이어가 세 번 연속으로 서로의 "
                         "카드를 뽑을 수 없습니다(2인 게임에서는 무시합니다).",
    "mn.rules.trade.i5": "마지막으로 카드가 남은 플레이어는 그 카드를 되가져갑니다. 1장이 모자란 플레이어는 교역장의 "
                         "손에서 카드 1장을 받습니다.",
    "mn.rules.trade.2": "교역이 끝나면 모두 교역 전과 같은 장수의 카드를 가집니다.",
    "mn.rules.progression": "4. 발전",
    "mn.rules.progression.1": "교역장이 먼저 할 플레이어를 고르고, 시계 방향으로 진행합니다. 내 턴에는 다음을 각각 "
                              "한 번씩 낼 수 있습니다:",
    "mn.rules.progression.i1": "같은 종류의 자원 세트 3~5장(유물은 무엇으로든 셉니다): 발전 카드 열의 카드 1장을 "
                               "가져옵니다. 귀한 상품일수록, 장수가 많을수록 열의 뒤쪽 카드까지 가져갈 수 있습니다.",
    "mn.rules.progression.i2": "다른 종류의 자원 세트 4~9장(유물 제외): 5, 7, 10, 15, 20, 25더블룬.",
    "mn.rules.progression.i3": "잉카의 유물 세트 1~5장: 3, 7, 12, 18, 25더블룬.",
    "mn.rules.progression.fig1": "5가 세 장(유물 하나가 대신함): 같은 종류의 자원 세트.",
    "mn.rules.progression.fig2": "서로 다른 가치 네 장: 5더블룬.",
    "mn.rules.progression.2": "상인은 라운드에 한 번 카드 1장을 자기 범위의 숫자로 바꿉니다. 카드의 수입은 내 턴이 "
                              "끝날 때 받습니다.",
    "mn.rules.storage": "라운드 종료",
    "mn.rules.storage.i1": "조선소마다, 주인보다 캐러벨선이 많은 플레이어 1명당 1더블룬을 줍니다.",
    "mn.rules.storage.i2": "모두 몰래 창고에 카드를 넣습니다(창고의 칸만큼).",
    "mn.rules.storage.i3": "손에 남은 다른 카드는 모두 버립니다. 시장은 그대로 둡니다.",
    "mn.rules.end": "게임 종료와 승자",
    "mn.rules.end.1": "라운드가 끝날 때마다 다음 순서로 확인합니다:",
    "mn.rules.end.i1": "누군가 완벽한 세트(1~9와 유물, 상인 사용 가능)를 제시했다면 그 플레이어가 이깁니다. 여럿이면 "
                       "그중 더블룬이 가장 많은 플레이어입니다.",
    "mn.rules.end.i2": "75더블룬 이상인 플레이어가 있으면 더블룬이 가장 많은 플레이어가 이깁니다.",
    "mn.rules.end.i3": "이번 라운드에 발전 카드 열을 다섯 장으로 채울 수 없었다면 더블룬이 가장 많은 플레이어가 "
                       "이깁니다.",
    "mn.rules.end.2": "동점이면 이번 라운드에 가장 많은 종류의 가치를 낸 플레이어가 이깁니다. 그래도 같으면 함께 "
                      "승리합니다.",
    "mn.rules.table": "이 테이블에서는",
    "mn.rules.table.1": "이 페이지는 2~6인용 기본 게임을 변형 없이 진행합니다. 판정은 다음과 같습니다:",
    "mn.rules.table.i1": "발전 카드 44장의 목록은 공개되어 있지 않아, 규칙서의 모든 규칙을 지키도록 재구성한 목록을 "
                         "씁니다.",
    "mn.rules.table.i2": "처음 교역장은 추첨으로 정합니다.",
    "mn.rules.table.i3": "해적은 카드를 무작위로 가져갑니다(한국어 규칙서를 따름).",
    "mn.rules.table.i4": "각자 손에 든 카드의 장수가 보입니다. 실제 테이블에서도 셀 수 있기 때문입니다.",
    "mn.rules.table.i5": "고를 수 있는 것이 하나뿐인 단계는 자동으로 진행됩니다.",
}

ZH = {
    "mn.rules.goal": "遊戲目標",
    "mn.rules.goal.1": "你是 16 世紀西班牙的船東，交易新世界的財富。用船收集資源卡，在交易時換牌，再把資源卡"
                       "組合換成錢幣和發展卡。",
    "mn.rules.goal.2": "遊戲結束時錢最多的玩家獲勝；組出十種牌齊全的完美組合則直接獲勝。",
    "mn.rules.goal.fig": "數值 1 到 9 的九種資源，以及印加遺物（交易時當作 10 計算）。",
    "mn.rules.parts": "配件",
    "mn.rules.parts.1": "資源卡：編號 1（可可粉）到 9（香子蘭）的九種資源，數字越大越稀有；還有印加遺物，在相同資源"
                        "的組合中可以當作百搭使用。",
    "mn.rules.parts.fig1": "桌上畫出的資源卡：上方是數值，下方是資源。",
    "mn.rules.parts.2": "發展卡：用相同資源的組合，從五張排成一列的發展卡牌列中拿取：",
    "mn.rules.parts.fig2": "五種發展卡。",
    "mn.rules.parts.i1": "船：每次補貨多拿一張牌；它的數值決定你的船隊何時選牌。",
    "mn.rules.parts.i2": "商人：每回合一次，將一張牌當作它範圍內的數值使用。",
    "mn.rules.parts.i3": "倉庫：把沒使用到的牌保留到下一回合。造船廠：其他玩家的船比你多時給你錢。",
    "mn.rules.parts.i4": "人物：各有特殊能力的知名探險家（桌上的幫助卡列出全部九位）。有些牌每回合還會給你錢。",
    "mn.rules.event": "1. 事件",
    "mn.rules.event.1": "發展卡牌列的第一張標出本回合的事件（第一回合不會發生事件）：",
    "mn.rules.event.i1": "無事件：本回合沒有特別的事。",
    "mn.rules.event.i2": "國王援助：本回合可以組出任意多組相同資源的組合。",
    "mn.rules.event.i3": "土著：不同資源的組合每張牌只掙得 1 塊錢。",
    "mn.rules.event.i4": "風暴：相同資源的組合只能拿發展卡牌列的第一張。",
    "mn.rules.event.i5": "火災：本回合末，所有玩家的倉庫都無法使用。",
    "mn.rules.event.i6": "海盜：補貨階段後立即執行，每個 2 艘船以上的船隊隨機棄掉一張牌。",
    "mn.rules.event.2": "持有 Coronado 的玩家，在第一張沒有事件時，可以支付 2 塊錢決定本回合發生哪一個事件。",
    "mn.rules.supply": "2. 補貨",
    "mn.rules.supply.1": "倉庫保留的牌回到手中。接著：",
    "mn.rules.supply.i1": "每名玩家蓋著發 5 張資源卡。",
    "mn.rules.supply.i2": "依所有玩家擁有的船總數，在桌子中央翻開同樣張數的資源卡。",
    "mn.rules.supply.i3": "船隊數值是你所有船的數值總合。總合最小的船隊先選，每艘船拿一張翻開的牌；數值相同時，由"
                          "有較小數字船隻的船隊先選。",
    "mn.rules.supply.i4": "輪到你的船隊時，點選翻開的牌拿取。",
    "mn.rules.supply.2": "沒有船的話，只會拿到蓋著的 5 張牌。",
    "mn.rules.trade": "3. 交易",
    "mn.rules.trade.1": "交易主揪宣布 2、3 或 4。每名玩家秘密選出那麼多張牌放在自己面前，待所有人都決定好後一同翻開。",
    "mn.rules.trade.fig": "拿出 3 + 7 + 印加遺物，總合為 20：印加遺物當作 10 計算。",
    "mn.rules.trade.i1": "總合最高的玩家得到交易主揪；平手時，交易主揪若在其中就繼續持有，否則由他從平手者中決定。",
    "mn.rules.trade.i2": "交易主揪從其他玩家拿出的牌中選一張，直接收入手中，或將它加入市場，改從市場挑一張牌走。",
    "mn.rules.trade.i3": "接著由被選走牌的玩家選牌，依此類推。",
    "mn.rules.trade.i4": "只要還有其他玩家面前有牌，同樣 2 位玩家之間不能連續 3 次互選（2 人遊戲不受此限）。",
    "mn.rules.trade.i5": "最後只剩一名玩家面前有牌時，他將剩餘的牌拿回手中；少拿一張的玩家，由交易主揪從手中給予一張。",
    "mn.rules.trade.2": "交易結束後，每名玩家的手牌張數都和交易前相同。",
    "mn.rules.progression": "4. 發展",
    "mn.rules.progression.1": "由交易主揪決定誰先開始，之後依順時針進行。輪到你時，以下每種各可以打出一次：",
    "mn.rules.progression.i1": "3 到 5 張相同資源的組合（印加遺物可百搭）：拿取牌列中的一張發展卡。資源越稀有、張數"
                               "越多，能拿到牌列越後面的牌。",
    "mn.rules.progression.i2": "4 到 9 張不同資源的組合（不能包含印加遺物）：5、7、10、15、20 或 25 塊錢。",
    "mn.rules.progression.i3": "1 到 5 張印加遺物：3、7、12、18 或 25 塊錢。",
    "mn.rules.progression.fig1": "三張 5（一張由印加遺物代替）：相同資源的組合。",
    "mn.rules.progression.fig2": "四種不同的數值：5 塊錢。",
    "mn.rules.progression.2": "每個商人每回合可將一張牌當作它範圍內的數值。你的牌的收入在你的行動結束時給你。",
    "mn.rules.storage": "回合末",
    "mn.rules.storage.i1": "每間造船廠，每有一名擁有比持有者多船的玩家，就給 1 塊錢。",
    "mn.rules.storage.i2": "每名玩家秘密地把牌放進自己的倉庫，最多放到倉庫的容量。",
    "mn.rules.storage.i3": "手中其他沒使用到的牌全部棄掉。市場維持不變。",
    "mn.rules.end": "遊戲結束與勝利",
    "mn.rules.end.1": "每回合末依以下順序檢查：",
    "mn.rules.end.i1": "有玩家組出完美組合（1 到 9 再加 1 張印加遺物，可用商人）：該玩家獲勝；不只一名時，"
                       "錢最多者獲勝。",
    "mn.rules.end.i2": "有玩家擁有 75 塊錢以上：錢最多的獲勝。",
    "mn.rules.end.i3": "本回合發展卡不夠補滿五張牌列：錢最多的獲勝。",
    "mn.rules.end.2": "平手時，本回合組出最多種資源者獲勝；仍然平手則共同獲勝。",
    "mn.rules.table": "在這張遊戲桌上",
    "mn.rules.table.1": "本頁進行盒裝的 2 到 6 人基本遊戲，不用變體。裁定如下：",
    "mn.rules.table.i1": "44 張發展卡的清單沒有公開：本頁使用重建的清單，遵守規則書的每一條規則。",
    "mn.rules.table.i2": "第一位交易主揪以抽籤決定。",
    "mn.rules.table.i3": "海盜隨機棄掉一張牌（依韓文規則書）。",
    "mn.rules.table.i4": "每名玩家的手牌張數都會顯示：實際遊戲時也數得出來。",
    "mn.rules.table.i5": "只有一種選擇的步驟會自動進行。",
}

TEXTS = {"en": EN, "ko": KO, "zh-Hant": ZH}
