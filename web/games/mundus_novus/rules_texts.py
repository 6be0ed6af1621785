"""How to play Mundus Novus, in English and Korean: our own summary of the rulebooks
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

TEXTS = {"en": EN, "ko": KO}
