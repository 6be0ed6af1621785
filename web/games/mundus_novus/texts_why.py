"""Mundus Novus's words for why a tapped card cannot be chosen now (engine/mundus_novus/why.py;
web/why.py puts them together), in English, Korean and Traditional Chinese."""

from __future__ import annotations

WHY_EN = {
    "mn.why.same_made": "You have made an identical set this turn: one a turn, unless King's Help.",
    "mn.why.queue_empty": "The queue has no development card for an identical set to take.",
    "mn.why.same_too_few": "An identical set takes at least {least} cards of one value, relics wild: you have {have} that count as {value}.",
    "mn.why.queue_needs_set": "A queue card is taken with an identical set: start one with a card of your hand.",
    "mn.why.set_too_small": "An identical set takes at least {least} cards; yours has {size}.",
    "mn.why.queue_beyond_reach": "An identical set of {size} cards of {value} reaches queue card {reach} at most: more cards, or rarer ones, reach further.",
    "mn.why.same_full": "An identical set holds {most} cards at most.",
    "mn.why.add_other_value": "This identical set is of {value}: it takes {value} and relics, not {card} (a merchant may turn a card).",
    "mn.why.relic_not_different": "No Inca relic goes into a set of different resources.",
    "mn.why.add_value_twice": "The set has {card} already: a set of different resources holds each value once.",
    "mn.why.take_own": "You take a card from another player's offer, not from your own.",
    "mn.why.take_same_pair": "You and {player} have just taken from each other: the same two players may not trade three times in a row.",
}

WHY_KO = {
    "mn.why.same_made": "이번 턴에 이미 같은 종류의 자원 세트를 만들었습니다. \"국왕의 원조\"가 아니면 한 턴에 1세트만 만들 수 있습니다.",
    "mn.why.queue_empty": "발전 카드 열에 같은 종류의 자원 세트로 가져갈 카드가 없습니다.",
    "mn.why.same_too_few": "같은 종류의 자원 세트는 같은 자원 카드 {least}장 이상(유물은 와일드 카드)으로 만드는데, {value:으로} 셀 수 있는 카드가 {have}장입니다.",
    "mn.why.queue_needs_set": "발전 카드 열의 카드는 같은 종류의 자원 세트로 가져옵니다. 먼저 손의 카드로 세트를 시작하세요.",
    "mn.why.set_too_small": "같은 종류의 자원 세트는 {least}장 이상이어야 하는데, 지금 세트는 {size}장입니다.",
    "mn.why.queue_beyond_reach": "{value} {size}장의 같은 종류 세트로는 발전 카드 열의 {reach}번째 카드까지만 가져갈 수 있습니다. 장수가 많고 희귀할수록 멀리 닿습니다.",
    "mn.why.same_full": "같은 종류의 자원 세트는 {most}장까지입니다.",
    "mn.why.add_other_value": "이 세트는 {value} 같은 종류 세트입니다. {value:과} 유물만 들어가고 {card:은} 들어가지 않습니다(상인은 카드를 바꿀 수 있습니다).",
    "mn.why.relic_not_different": "다른 종류의 자원 세트에 잉카의 유물 카드를 넣을 수는 없습니다.",
    "mn.why.add_value_twice": "세트에 이미 {card:이} 있습니다. 다른 종류의 자원 세트에는 값마다 한 장씩만 들어갑니다.",
    "mn.why.take_own": "카드는 내 제안이 아니라 다른 플레이어의 제안에서 가져옵니다.",
    "mn.why.take_same_pair": "나와 {player:이} 방금 서로의 카드를 가져갔습니다. 같은 플레이어끼리 3번 연속으로 교역할 수 없습니다.",
}

WHY_ZH = {
    "mn.why.same_made": "你這回合已組出一組相同資源的組合：除非有國王援助，一回合只能組出一組。",
    "mn.why.queue_empty": "發展卡牌列沒有可以用相同資源的組合拿取的發展卡。",
    "mn.why.same_too_few": "相同資源的組合至少要 {least} 張同一數值的牌（印加遺物可百搭）：你能當作{value}的牌只有 {have} 張。",
    "mn.why.queue_needs_set": "發展卡牌列的牌要用相同資源的組合拿取：先從手中選一張牌開始組合。",
    "mn.why.set_too_small": "相同資源的組合至少要 {least} 張；你的組合只有 {size} 張。",
    "mn.why.queue_beyond_reach": "{size} 張{value}的相同資源組合最多只能拿到牌列的第 {reach} 張：張數越多、數值越高，能拿得越遠。",
    "mn.why.same_full": "相同資源的組合最多 {most} 張。",
    "mn.why.add_other_value": "這組是{value}的相同資源組合：只能加入{value}和印加遺物，不能加入{card}（商人可以把牌當作別的數值）。",
    "mn.why.relic_not_different": "不同資源的組合不能包含印加遺物。",
    "mn.why.add_value_twice": "組合裡已經有{card}了：不同資源的組合每個數值只能有一張。",
    "mn.why.take_own": "你要從其他玩家拿出的牌中選，不能選自己的。",
    "mn.why.take_same_pair": "你和{player}剛剛互選了對方的牌：同樣 2 位玩家之間不能連續 3 次互選。",
}
