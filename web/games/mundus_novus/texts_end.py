"""The Mundus Novus table's words for the end of the match: why it ended and, when the most
doubloons are shared, the tie-break (English, Korean and Traditional Chinese, added to :mod:`.texts`)."""

END_EN = {
    "mn.reason.perfect": "The perfect combination was presented.",
    "mn.reason.doubloons": "A player reached {win} {win:doubloon|doubloons}.",
    "mn.reason.queue": "The development queue could not be refilled.",
    "mn.end.tie": "Tied on {n} {n:doubloon|doubloons}: the most different values combined this round wins.",
    "mn.end.tiebreak": "Different values combined this round",
    "mn.end.shared": "Still tied: the victory is shared.",
}

END_KO = {
    "mn.reason.perfect": "완벽한 세트가 제시되었습니다.",
    "mn.reason.doubloons": "{win}더블룬에 이른 플레이어가 있습니다.",
    "mn.reason.queue": "발전 카드 열을 채울 수 없었습니다.",
    "mn.end.tie": "{n}더블룬 동점: 이번 라운드에 만든 다른 종류 세트가 가장 큰 플레이어가 이깁니다.",
    "mn.end.tiebreak": "이번 라운드 다른 종류 세트",
    "mn.end.shared": "그래도 같아서 함께 승리합니다.",
}

END_ZH = {
    "mn.reason.perfect": "有玩家組出了完美組合。",
    "mn.reason.doubloons": "有玩家擁有 {win} 塊錢以上。",
    "mn.reason.queue": "發展卡不夠補滿牌列。",
    "mn.end.tie": "同為 {n} 塊錢：本回合組出最多種資源者獲勝。",
    "mn.end.tiebreak": "本回合組出的資源種類",
    "mn.end.shared": "仍然平手：共同獲勝。",
}
