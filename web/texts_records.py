"""Why a record (a link, a save) cannot be opened, in English and Korean: the reasons
engine/record.py and engine/header.py give by code (``record.<code>``, web/i18n.why), each a
clause that follows "This link could not be opened:" or its Korean."""

RECORDS_EN: dict[str, str] = {
    "record.empty": "there is no game in it.",
    "record.too_long": "it is far too long to be a game record.",
    "record.cut": "it is not a game record, or it has been cut short.",
    "record.newer_format": "it was saved by a newer version of the table; open it with the newer page.",
    "record.unknown_game": "it is a game this table does not have.",
    "record.check": "it was cut short or changed on the way.",
    "record.older_format": "it was saved by an earlier version of the table, which this page can no longer replay.",
    "record.other_game": "it is a game of {game}, not of {wanted}.",
    "record.damaged": "it is damaged and cannot be read.",
    "record.newer_rules": "this game of {game} was played with newer rules than this page has.",
    "record.foreign": "it does not read as a game of {game}: its settings or table notes are not ones {game} has.",
    "record.older_rules": "this game of {game} was played with older rules that this page can no longer replay.",
    "record.settings": "its settings are not allowed.",
    "record.wrong": "it goes wrong at decision {n}.",
    "record.rules_changed": "it was made under earlier rules of {game}, and the rules have changed since: its moves no longer mean what they did.",
    "record.digest": "its moves are not the ones it was made with.",
    "record.header": "its header is not a game header.",
    "record.players": "{game} is played by {low} to {high} players, and it says otherwise.",
    "record.seed": "its seed is not one the table uses.",
    "record.notes": "its table notes (names, seats, levels) are not ones the table writes.",
}

RECORDS_KO: dict[str, str] = {
    "record.empty": "안에 게임이 없습니다.",
    "record.too_long": "게임 기록이라기에는 너무 깁니다.",
    "record.cut": "게임 기록이 아니거나 중간에 잘렸습니다.",
    "record.newer_format": "더 새로운 버전의 테이블에서 저장되었습니다. 새 페이지에서 열어 주세요.",
    "record.unknown_game": "이 테이블에 없는 게임입니다.",
    "record.check": "중간에 잘렸거나 바뀌었습니다.",
    "record.older_format": "이전 버전의 테이블에서 저장되어, 이 페이지에서는 더 이상 재현할 수 없습니다.",
    "record.other_game": "{wanted:이} 아니라 {game} 게임입니다.",
    "record.damaged": "손상되어 읽을 수 없습니다.",
    "record.newer_rules": "이 {game} 게임은 이 페이지보다 새로운 규칙으로 진행되었습니다.",
    "record.foreign": "{game} 게임 기록으로 읽을 수 없습니다. 설정이나 테이블 기록이 {game}의 것이 아닙니다.",
    "record.older_rules": "이 {game} 게임은 이 페이지에서 더 이상 재현할 수 없는 이전 규칙으로 진행되었습니다.",
    "record.settings": "설정이 허용되지 않습니다.",
    "record.wrong": "{n}번째 결정에서 어긋납니다.",
    "record.rules_changed": "이전 {game} 규칙으로 만든 것인데 그 뒤로 규칙이 바뀌어, 안에 든 수가 예전과 같은 뜻이 아닙니다.",
    "record.digest": "안에 든 수가 만들 때의 수와 다릅니다.",
    "record.header": "머리말이 게임 기록의 머리말이 아닙니다.",
    "record.players": "{game:은} {low}~{high}명이 하는 게임인데, 인원수가 맞지 않습니다.",
    "record.seed": "시드 값이 이 테이블이 쓰는 값이 아닙니다.",
    "record.notes": "테이블 메모(이름, 자리, 수준)가 이 테이블이 쓰는 형식이 아닙니다.",
}
