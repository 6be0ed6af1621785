"""The texts of friends by link (web/friends.py: the form's seats, the table's bar, the links
opened and refused, the saves waiting), in English, Korean and Traditional Chinese."""

FRIENDS_EN: dict[str, str] = {
    "home.friend": "Friend by link",
    "home.by_link": "On their own device, by link",
    "home.by_link_trust": "A seat played by link is sent the match as a link at each of its turns. The link holds the whole match, its shuffles included: whoever decodes it could learn hidden cards and what is still to be drawn. Play this way with friends you trust.",
    "friends.turn": "{name}'s turn: send {name} the link. The match waits here, saved.",
    "friends.copy": "Send the link to {name}",
    "friends.copied": "Shared or copied. {name}'s link back continues the match here.",
    "friends.message": "{name}, your turn in {game}: {link}",
    "friends.copy_end": "Send the end to {name}",
    "friends.copied_end": "Shared or copied: the link opens the match's end.",
    "friends.message_end": "{name}, our match of {game} is over: {link}",
    "home.waiting_for": "Waiting for {name}",
    "msg.link_older": "This link is older than the match on this device: the match is shown as it stands here.",
    "msg.link_changes": "This link changes {name}'s move in round {round}, which this device already has. It was not opened: the match is shown as it stands here.",
    "msg.link_fork": "Two players answered the same turn: here {first} moved first in round {round}, and this link has {other}'s move instead. It was not opened: the match is shown as it stands here.",
    "match.undo_sent": "It is a friend's turn, and their link may be on its way: the move before it can no longer be taken back.",
}

FRIENDS_KO: dict[str, str] = {
    "home.friend": "링크로 참여하는 친구",
    "home.by_link": "자기 기기에서 링크로 참여",
    "home.by_link_trust": "링크로 참여하는 자리에는 차례가 올 때마다 게임이 링크로 전해집니다. 링크에는 카드를 섞은 순서까지 게임 전체가 들어 있어서, 링크를 풀어 보는 사람은 숨겨진 카드와 앞으로 나올 카드를 알 수 있습니다. 서로 믿는 친구끼리만 이렇게 플레이하세요.",
    "friends.turn": "{name} 님의 차례: 링크를 보내세요. 게임은 여기에 저장되어 기다립니다.",
    "friends.copy": "{name} 님에게 링크 보내기",
    "friends.copied": "공유했거나 복사했습니다. {name} 님이 보내 주는 링크로 게임이 이어집니다.",
    "friends.message": "{name} 님, {game}에서 차례가 되었습니다: {link}",
    "friends.copy_end": "{name} 님에게 결과 보내기",
    "friends.copied_end": "공유했거나 복사했습니다. 링크를 열면 게임의 끝이 보입니다.",
    "friends.message_end": "{name} 님, {game} 게임이 끝났습니다: {link}",
    "home.waiting_for": "{name} 님의 차례를 기다리는 중",
    "msg.link_older": "이 링크는 이 기기에 있는 게임보다 이전 것입니다. 게임을 이 기기에 있는 그대로 보여 줍니다.",
    "msg.link_changes": "이 링크는 이 기기에 이미 있는 {round}라운드 {name} 님의 수를 바꿉니다. 그래서 열지 않고, 게임을 이 기기에 있는 그대로 보여 줍니다.",
    "msg.link_fork": "두 사람이 같은 차례에 답했습니다. 이 기기에는 {round}라운드에 {first} 님의 수가 먼저 들어왔는데, 이 링크에는 그 대신 {other} 님의 수가 있습니다. 그래서 열지 않고, 게임을 이 기기에 있는 그대로 보여 줍니다.",
    "match.undo_sent": "친구의 차례가 되어 링크가 이미 갔을 수 있으므로, 그 전의 수는 더 이상 되돌릴 수 없습니다.",
}

FRIENDS_ZH: dict[str, str] = {
    "home.friend": "透過連結參與的朋友",
    "home.by_link": "在自己的裝置上，透過連結",
    "home.by_link_trust": "以連結參與的座位，每次輪到它時，都會收到以連結傳來的對局。連結裡是整場對局，連洗牌的結果也在內：解讀連結的人可能得知隱藏的卡牌與之後會抽到的牌。請只和你信任的朋友這樣玩。",
    "friends.turn": "輪到{name}：把連結傳給{name}。對局已儲存，在這裡等候。",
    "friends.copy": "把連結傳給{name}",
    "friends.copied": "已分享或複製。{name}傳回的連結會在這裡繼續對局。",
    "friends.message": "{name}，{game}輪到你了：{link}",
    "friends.copy_end": "把結局傳給{name}",
    "friends.copied_end": "已分享或複製：這個連結會開啟對局的結局。",
    "friends.message_end": "{name}，我們的{game}對局結束了：{link}",
    "home.waiting_for": "等待{name}",
    "msg.link_older": "這個連結比本裝置上的對局舊：對局照本裝置上的進度顯示。",
    "msg.link_changes": "這個連結改動了本裝置已有的、{name}在第 {round} 回合的一步。因此沒有開啟：對局照本裝置上的進度顯示。",
    "msg.link_fork": "兩位玩家回應了同一個回合：在這裡，第 {round} 回合先走的是{first}，而這個連結裡是{other}的一步。因此沒有開啟：對局照本裝置上的進度顯示。",
    "match.undo_sent": "現在輪到朋友，傳給他們的連結可能已經送出：之前的那一步已無法復原。",
}
